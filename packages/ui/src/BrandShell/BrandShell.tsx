import { lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { AccountGroups } from './AccountGroups';
import * as styles from './BrandShell.css';
import { telHref } from './telHref';
import {
  type HeaderVariant,
  type ShellAccount,
  type ShellAnchorProps,
  type ShellLabels,
  type ShellLink,
  type ShellLinkComponent,
  shellLabels,
} from './types';

// The menu dialog (below the desktop width) loads when first opened, so no page pays for it up front.
const ShellMenuDialog = lazy(() => import('./ShellMenuDialog'));

/** A plain anchor: the link component when the app gives none (full page loads). */
function PlainLink({ href, children, ...rest }: ShellAnchorProps) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

/** Props of `SkipLink`. */
export interface SkipLinkProps {
  /** The id of the main landmark (default `main`). */
  target?: string;
  /** Text (default "Skip to content"). */
  children?: ReactNode;
}

/** The first focusable element of a page: jumps past the header to the main landmark; hidden until focused. */
export function SkipLink({ target = 'main', children = 'Skip to content' }: SkipLinkProps) {
  return (
    <a className={styles.skipLink} href={`#${target}`}>
      {children}
    </a>
  );
}

/** Props of `BrandHeader`. */
export interface BrandHeaderProps {
  /** The tenant's name: the logo's text alternative. */
  tenantName: string;
  /** The tenant's logo (the app serves it at `/tenant/logo.svg`). */
  logoSrc: string;
  /** Where the logo goes. */
  homeHref: string;
  /** The service navigation (Home, About, Services, Fleet, Contact). */
  links: readonly ShellLink[];
  /** The href among `links` (or the account links) of the page shown; it gets `aria-current="page"`. */
  currentHref?: string;
  /** The header's one filled action, e.g. `{ label: 'Book', href: '/booking.html' }`. */
  book: ShellLink;
  /** The tenant's phone number, a call link on desktop and in the menu. */
  phone?: string;
  /** The tenant's e-mail address, in the menu. */
  email?: string;
  /** The signed-in account, or null for a visitor (who gets Sign in). */
  account: ShellAccount | null;
  /** Opens the sign-in dialog. */
  onSignIn: () => void;
  /** surface (default), brand or inverse: the tenant's choice of header colour. */
  variant?: HeaderVariant;
  /** The app's router link (see `ShellLinkComponent`); default a plain `<a>`. */
  linkComponent?: ShellLinkComponent;
  /** Label of the service navigation landmark (default "Main menu"). */
  navLabel?: string;
  /** The shell's own words in the page's language (default en-GB). */
  labels?: Partial<ShellLabels>;
  /** Drawn before Book, on every width: the language menu. */
  extra?: ReactNode;
  /**
   * Drawn in the Menu dialog, after the account (below the desktop width): the language choice, for a phone too
   * narrow for the header's language button.
   */
  menuExtra?: ReactNode;
}

/**
 * The brand header: the tenant's logo home, the service navigation with the current page marked, the account menu
 * grouped by role (or Sign in), the call link and Book. Below the desktop width it is one 60 px bar (logo, Book,
 * Menu) whose Menu button opens the same links in a dialog; focus returns to Menu when it closes.
 */
export function BrandHeader({
  tenantName,
  logoSrc,
  homeHref,
  links,
  currentHref,
  book,
  phone,
  email,
  account,
  onSignIn,
  variant = 'surface',
  linkComponent: Link = PlainLink,
  navLabel,
  labels: ownLabels,
  extra,
  menuExtra,
}: BrandHeaderProps) {
  const labels = { ...shellLabels, ...ownLabels };
  const [menuOpen, setMenuOpen] = useState(false);
  const menuLoaded = useRef(false);
  if (menuOpen) menuLoaded.current = true;
  const current = (href: string) => (href === currentHref ? ('page' as const) : undefined);
  return (
    <header className={styles.header({ variant })}>
      <div className={styles.bar}>
        <Link href={homeHref} className={styles.logoLink}>
          <img className={styles.logo} src={logoSrc} alt={tenantName} width={160} height={40} />
        </Link>
        <nav className={styles.nav} aria-label={navLabel ?? labels.mainMenu}>
          <ul className={styles.navList}>
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={styles.navLink} aria-current={current(link.href)}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className={styles.accountArea}>
            {account ? (
              <AccountMenu account={account} currentHref={currentHref} Link={Link} labels={labels} />
            ) : (
              <button type="button" className={styles.headerButton} onClick={onSignIn}>
                {labels.signIn}
              </button>
            )}
          </div>
        </nav>
        {phone && (
          <a className={styles.phoneLink} href={telHref(phone)}>
            {labels.call(phone)}
          </a>
        )}
        <div className={styles.actions}>
          {extra}
          <Link href={book.href} className={styles.bookLink} aria-current={current(book.href)}>
            {book.label}
          </Link>
          <button
            type="button"
            className={`${styles.headerButton} ${styles.menuButton}`}
            aria-haspopup="dialog"
            onClick={() => setMenuOpen(true)}
          >
            {labels.menu}
          </button>
        </div>
      </div>
      {menuLoaded.current && (
        <Suspense fallback={null}>
          <ShellMenuDialog
            open={menuOpen}
            onOpenChange={setMenuOpen}
            links={links}
            currentHref={currentHref}
            phone={phone}
            email={email}
            account={account}
            onSignIn={onSignIn}
            Link={Link}
            labels={labels}
            extra={menuExtra}
          />
        </Suspense>
      )}
    </header>
  );
}

/** Props of the account menu (desktop). */
interface AccountMenuProps {
  account: ShellAccount;
  currentHref: string | undefined;
  Link: ShellLinkComponent;
  labels: ShellLabels;
}

/**
 * The account menu on desktop: a disclosure button ("Account") over the role's groups of links and Sign out.
 * Escape closes it and puts focus back on the button; so do a click elsewhere and focus leaving it.
 */
function AccountMenu({ account, currentHref, Link, labels }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) => !(target instanceof Node && rootRef.current?.contains(target));
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) setOpen(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // Only while the focus is in the menu: an Escape meant for something else keeps its focus.
      if (event.key !== 'Escape' || outside(document.activeElement)) return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);
  const close = () => setOpen(false);
  return (
    <div ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.headerButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        {labels.account} <span className={styles.caret} aria-hidden="true" />
      </button>
      <div id={panelId} className={styles.accountPanel} hidden={!open}>
        <p className={styles.signedInAs}>{labels.signedInAs(account.name)}</p>
        <AccountGroups groups={account.groups} currentHref={currentHref} Link={Link} onFollow={close} />
        <button
          type="button"
          className={styles.headerButton}
          onClick={() => {
            setOpen(false);
            account.onSignOut();
          }}
        >
          {labels.signOut}
        </button>
      </div>
    </div>
  );
}

/** Props of `BrandFooter`. */
export interface BrandFooterProps {
  /** The tenant's name, heading its contact column. */
  tenantName: string;
  /** The tenant's phone number. */
  phone?: string;
  /** The tenant's e-mail address. */
  email?: string;
  /** The tenant's copyright line, as its configuration words it. */
  copyright: string;
  /** Site pages (About, Services, Fleet, Contact, ...). */
  links: readonly ShellLink[];
  /** The app's router link; default a plain `<a>`. */
  linkComponent?: ShellLinkComponent;
  /** The shell's own words in the page's language (default en-GB). */
  labels?: Partial<ShellLabels>;
}

/** The footer: the tenant's contact, the site pages and the copyright line. */
export function BrandFooter({
  tenantName,
  phone,
  email,
  copyright,
  links,
  linkComponent: Link = PlainLink,
  labels,
}: BrandFooterProps) {
  const contactId = useId();
  const pagesId = useId();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        {(phone || email) && (
          <div>
            <p className={styles.footerHeading} id={contactId}>
              {tenantName}
            </p>
            <ul className={styles.footerList} aria-labelledby={contactId}>
              {phone && (
                <li>
                  {/* A phone number reads left to right in a right-to-left page too. */}
                  <a className={styles.footerLink} href={telHref(phone)} dir="ltr">
                    {phone}
                  </a>
                </li>
              )}
              {email && (
                <li>
                  <a className={styles.footerLink} href={`mailto:${email}`}>
                    {email}
                  </a>
                </li>
              )}
            </ul>
          </div>
        )}
        {links.length > 0 && (
          <nav aria-labelledby={pagesId}>
            <p className={styles.footerHeading} id={pagesId}>
              {labels?.sitePages ?? shellLabels.sitePages}
            </p>
            <ul className={styles.footerList}>
              {links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={styles.footerLink}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <p className={styles.copyright}>{copyright}</p>
      </div>
    </footer>
  );
}
