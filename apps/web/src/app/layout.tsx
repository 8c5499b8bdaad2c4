import { Button } from '@cabkit/ui/Button';
import { lazy, type ReactNode, Suspense, useRef } from 'react';
import { Link } from 'react-router-dom';
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
  { label: 'Home', to: paths.home() },
  { label: 'About', to: paths.about() },
  { label: 'Services', to: paths.services() },
  { label: 'Fleet', to: paths.fleet() },
  { label: 'Contact', to: paths.contact() },
] as const;

// The account dialogs load when one is first opened (menu "Sign In", the wizard, "Sign out").
const AuthDialogs = lazy(() => import('../features/auth').then((m) => ({ default: m.AuthDialogs })));

/** The page frame: header with the tenant's phone and e-mail, menu, main landmark and footer. */
export function Layout({ chrome = {}, children }: { chrome?: Chrome; children: ReactNode }) {
  const config = useSnapshot(configState);
  const session = useSnapshot(sessionState);
  const authUi = useSnapshot(authUiState);
  // Once loaded the dialogs stay mounted, so closing one returns focus to what opened it.
  const authLoaded = useRef(false);
  if (authUi.dialog) authLoaded.current = true;
  const { header = true, menu = true, footer = true } = chrome;
  return (
    <div className={css.frame}>
      <a className={css.skipLink} href="#main">
        Skip to content
      </a>
      {header && (
        <header className={css.header}>
          <Link className={css.brand} to={paths.booking()}>
            {config.title || 'Booking'}
          </Link>
          <div className={css.contacts}>
            {config.phone && (
              <a className={css.link} href={`tel:${config.phone.replace(/\s+/g, '')}`}>
                Call {config.phone}
              </a>
            )}
            {config.email && (
              <a className={css.link} href={`mailto:${config.email}`}>
                {config.email}
              </a>
            )}
          </div>
        </header>
      )}
      {menu && (
        <nav aria-label="Main menu">
          <ul className={css.menu}>
            {menuEntries.map((entry) => (
              <li key={entry.label}>
                <Link className={css.link} to={entry.to}>
                  {entry.label}
                </Link>
              </li>
            ))}
            {session.profile ? (
              <>
                <li className={css.signedInAs}>Signed in as {profileName(session.profile) || session.profile.Email}</li>
                <li>
                  <Button variant="link" onPress={openSignOut}>
                    Sign out
                  </Button>
                </li>
              </>
            ) : (
              <li>
                <Button variant="link" onPress={() => openSignIn(null)}>
                  Sign In
                </Button>
              </li>
            )}
          </ul>
        </nav>
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
        <footer className={css.footer}>
          <p>{config.copyright}</p>
        </footer>
      )}
    </div>
  );
}
