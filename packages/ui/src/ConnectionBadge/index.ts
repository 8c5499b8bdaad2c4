export {
  type ConnectionBadgeProps,
  type ConnectionState,
  ConnectionBadge,
  connectionStateText,
} from './ConnectionBadge';
