export { MoreActions, type MoreActionsProps } from './MoreActions';
