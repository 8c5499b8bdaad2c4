export {
  BrandFooter,
  type BrandFooterProps,
  BrandHeader,
  type BrandHeaderProps,
  SkipLink,
  type SkipLinkProps,
} from './BrandShell';
export type {
  AccountMenuGroup,
  HeaderVariant,
  ShellAccount,
  ShellAnchorProps,
  ShellLink,
  ShellLabels,
  ShellLinkComponent,
} from './types';
export { telHref } from './telHref';
export { isolateLtr } from './types';
