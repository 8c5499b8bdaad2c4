import type { ComponentType, MouseEvent, ReactNode } from 'react';

/** What the shell hands its link component: an anchor's href, look, text, current-page mark and click. */
export interface ShellAnchorProps {
  /** Where the link goes, as the app writes its paths (e.g. `/home.html`). */
  href: string;
  className?: string;
  children: ReactNode;
  /** `page` on the link to the page shown. */
  'aria-current'?: 'page';
  /** Called before the router follows the link (the shell closes its menus here). */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * The app's router link, adapted to `href` (React Router: `({ href, ...rest }) => <Link to={href} {...rest} />`).
 * The default is a plain `<a>`, a full page load.
 */
export type ShellLinkComponent = ComponentType<ShellAnchorProps>;

/** One link of the shell's navigation. */
export interface ShellLink {
  /** Text shown, in sentence case. */
  label: string;
  href: string;
}

/** A labelled group of the account menu (e.g. the customer's pages, then the booker's). */
export interface AccountMenuGroup {
  /** Group heading read before its links. */
  label: string;
  links: readonly ShellLink[];
}

/** The signed-in account as the header shows it. */
export interface ShellAccount {
  /** The name after "Signed in as". */
  name: string;
  /** The pages this role may open, grouped; empty groups are left out. */
  groups: readonly AccountMenuGroup[];
  /** Asks to sign out (the app confirms). */
  onSignOut: () => void;
}

/** How the header is coloured: the page's surface, the tenant's brand colour, or the text colour reversed. */
export type HeaderVariant = 'surface' | 'brand' | 'inverse';

/** The shell's own words, for an app that draws it in another language; each defaults to en-GB (`shellLabels`). */
export interface ShellLabels {
  mainMenu: string;
  signIn: string;
  signOut: string;
  account: string;
  menu: string;
  site: string;
  sitePages: string;
  contactUs: string;
  /** The call link's text, e.g. "Call 020 7946 0000" (in a right-to-left page, the number in `isolateLtr`). */
  call: (phone: string) => string;
  /** The account menu's first line, e.g. "Signed in as Ann Lee". */
  signedInAs: (name: string) => string;
}

/** The shell's words in en-GB: what it says when the app passes no labels. */
export const shellLabels: ShellLabels = {
  mainMenu: 'Main menu',
  signIn: 'Sign in',
  signOut: 'Sign out',
  account: 'Account',
  menu: 'Menu',
  site: 'Site',
  sitePages: 'Site pages',
  contactUs: 'Contact us',
  call: (phone) => `Call ${phone}`,
  signedInAs: (name) => `Signed in as ${name}`,
};

/**
 * Text that reads left to right wherever it stands (a phone number, a reference) inside a sentence of another
 * direction: wrapped in Unicode's left-to-right isolate, so an Arabic line keeps "020 7946 0000" in its order.
 */
export function isolateLtr(text: string): string {
  return `\u2066${text}\u2069`;
}
