import {
  type AccountMenuGroup,
  BrandFooter,
  isolateLtr,
  BrandHeader,
  type ShellAnchorProps,
  SkipLink,
} from '@cabkit/ui/BrandShell';
import { msg, t } from '@lingui/core/macro';
import { lazy, type ReactNode, Suspense, useRef } from 'react';
import { activeLanguage, i18n, useLanguage } from '../i18n/language';
import { languageDirection } from '@cabkit/domain/language';
import { LanguageChoices, LanguageMenu } from '../i18n/language-menu';
import { CURRENCY_CHOICE_SLOT } from '../i18n/language';
import { Link, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { configState } from '../state/config';
import { authUiState, openSignIn, openSignOut, profileName, sessionState } from '../state/session';
import * as css from './layout.css';
import { paths } from './paths';

/** Which parts of the frame a page hides (docs/behaviour/journey.md#lite-quick: lite and quick booking, payment page). */
export interface Chrome {
  header?: boolean;
  menu?: boolean;
  footer?: boolean;
}

/** The menu entries of docs/behaviour/journey.md#menu for a signed-out visitor. */
const menuEntries = [
  { message: msg`Home`, to: paths.home() },
  { message: msg`About`, to: paths.about() },
  { message: msg`Services`, to: paths.services() },
  { message: msg`Fleet`, to: paths.fleet() },
  { message: msg`Contact`, to: paths.contact() },
] as const;

/** One entry of the signed-in account menu (docs/behaviour/account.md#account-menu menu entries), with where it goes. */
export interface AccountMenuEntry {
  /** The spec's entry id: dashboard, mybooking, myplace, myaccount, invoice, commission. */
  id: string;
  label: string;
  to: string;
}

/**
 * The signed-in account menu (docs/behaviour/account.md#account-menu): Dashboard, My bookings, My places, then My
 * account and Invoice, and Commission for a corporate booker only; Sign out follows.
 */
export function accountMenuEntries(isBooker = false): AccountMenuEntry[] {
  return [
    { id: 'dashboard', label: i18n._(msg`Dashboard`), to: paths.dashboard() },
    { id: 'mybooking', label: i18n._(msg`My bookings`), to: paths.bookinghistory() },
    { id: 'myplace', label: i18n._(msg`My places`), to: paths.addressbook() },
    { id: 'myaccount', label: i18n._(msg`My account`), to: paths.profile() },
    { id: 'invoice', label: i18n._(msg`Invoice`), to: paths.invoice() },
    ...(isBooker ? [{ id: 'commission', label: i18n._(msg`Commission`), to: paths.commission() }] : []),
  ];
}

/** The account menu's groups by role: everyone's pages, then the corporate booker's (empty for a customer). */
function accountMenuGroups(isBooker: boolean): AccountMenuGroup[] {
  const entries = accountMenuEntries(isBooker).map((entry) => ({ ...entry, href: entry.to }));
  return [
    { label: i18n._(msg`Your account`), links: entries.filter((entry) => entry.id !== 'commission') },
    { label: i18n._(msg`Corporate`), links: entries.filter((entry) => entry.id === 'commission') },
  ];
}

/** A path without its `.html` suffix, so `/fleet` and `/fleet.html` name the same page. */
const pagePath = (path: string) => path.replace(/\.html$/, '');

/** The app's router link, as the brand shell hands it an `href`. */
function ShellLink({ href, ...rest }: ShellAnchorProps) {
  return <Link to={href} {...rest} />;
}

// The account dialogs load when one is first opened (menu "Sign In", the wizard, "Sign out").
const AuthDialogs = lazy(() => import('../features/auth').then((m) => ({ default: m.AuthDialogs })));

/** The page frame: the brand header (logo, menu, account menu, the tenant's phone), main landmark and footer. */
export function Layout({ chrome = {}, children }: { chrome?: Chrome; children: ReactNode }) {
  useLanguage();
  const config = useSnapshot(configState);
  const session = useSnapshot(sessionState);
  const authUi = useSnapshot(authUiState);
  const { pathname } = useLocation();
  const profile = session.profile;
  const account = profile
    ? {
        name: profileName(profile) || profile.Email,
        groups: accountMenuGroups(profile.BookerId > 0),
        onSignOut: openSignOut,
      }
    : null;
  const shown = [...menuEntries, ...accountMenuEntries(true), { to: paths.booking() }].find(
    (entry) => pagePath(entry.to) === pagePath(pathname),
  );
  // Once loaded the dialogs stay mounted, so closing one returns focus to what opened it.
  const authLoaded = useRef(false);
  if (authUi.dialog) authLoaded.current = true;
  const { header = true, menu = true, footer = true } = chrome;
  const brand = config.brand;
  const links = menuEntries.map(({ message, to }) => ({ label: i18n._(message), href: to }));
  // The site pages of the footer: the menu without Home (the logo goes home).
  const footerLinks = links.filter((link) => link.href !== paths.home());
  const labels = {
    mainMenu: t`Main menu`,
    signIn: t`Sign in`,
    signOut: t`Sign out`,
    account: t`Account`,
    menu: t`Menu`,
    site: t`Site`,
    sitePages: t`Site pages`,
    contactUs: t`Contact us`,
    call: (phone: string) => {
      // In a right-to-left page the number keeps its left-to-right order.
      const number = languageDirection(activeLanguage()) === 'rtl' ? isolateLtr(phone) : phone;
      return t`Call ${number}`;
    },
    signedInAs: (name: string) => t`Signed in as ${name}`,
  };
  return (
    <div className={css.frame}>
      <SkipLink>{t`Skip to content`}</SkipLink>
      {/* The brand header holds the menu: a page hiding either (lite and quick booking) hides both. */}
      {header && menu && (
        <BrandHeader
          tenantName={config.title || t`Booking`}
          // The logo sits on the page's own surface (a plate on brand and inverse headers): the tenant's logo for
          // that surface, light or dark by its appearance.
          logoSrc={brand ? (brand.appearance === 'dark' ? brand.logo.dark : brand.logo.light) : '/tenant/logo.svg'}
          variant={brand?.headerVariant ?? 'surface'}
          homeHref={paths.home()}
          links={links}
          currentHref={shown?.to}
          book={{ label: t`Book`, href: paths.booking() }}
          phone={config.phone}
          email={config.email}
          account={account}
          onSignIn={() => openSignIn(null)}
          linkComponent={ShellLink}
          labels={labels}
          extra={
            <>
              <LanguageMenu />
              {/* The display-currency choice comes here with the first price (i18n/converted-fare.tsx). */}
              <span id={CURRENCY_CHOICE_SLOT} />
            </>
          }
          menuExtra={<LanguageChoices />}
        />
      )}
      <main id="main" className={css.main} tabIndex={-1}>
        {children}
      </main>
      {authLoaded.current && (
        <Suspense fallback={null}>
          <AuthDialogs />
        </Suspense>
      )}
      {footer && (
        <BrandFooter
          tenantName={config.title}
          phone={config.phone}
          email={config.email}
          copyright={config.copyright}
          links={footerLinks}
          linkComponent={ShellLink}
          labels={labels}
        />
      )}
    </div>
  );
}
