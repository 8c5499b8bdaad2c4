export { ProcessingOverlay, type ProcessingOverlayProps } from './ProcessingOverlay';
