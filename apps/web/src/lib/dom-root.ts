// React DOM's browser entry in a chunk of its own (lib/dom-root-loader.ts), evaluated in a task after the app's.
export { createRoot, hydrateRoot } from 'react-dom/client';
