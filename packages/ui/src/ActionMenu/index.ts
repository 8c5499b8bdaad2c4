export {
  ActionMenu,
  type ActionMenuItem,
  ActionMenuList,
  type ActionMenuListProps,
  type ActionMenuProps,
} from './ActionMenu';
