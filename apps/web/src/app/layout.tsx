import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { configState } from '../state/config';
import * as css from './layout.css';
import { paths } from './paths';

/** Which parts of the frame a page hides (SPEC 2: lite and quick booking, payment page). */
export interface Chrome {
  header?: boolean;
  menu?: boolean;
  footer?: boolean;
}

/** The menu entries of SPEC 1 for a signed-out visitor. */
const menuEntries = [
  { label: 'Home', to: paths.home() },
  { label: 'About', to: paths.about() },
  { label: 'Services', to: paths.services() },
  { label: 'Fleet', to: paths.fleet() },
  { label: 'Contact', to: paths.contact() },
  { label: 'Sign In', to: `${paths.booking()}?signin=1` },
] as const;

/** The page frame: header with the tenant's phone and e-mail, menu, main landmark and footer. */
export function Layout({ chrome = {}, children }: { chrome?: Chrome; children: ReactNode }) {
  const config = useSnapshot(configState);
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
          </ul>
        </nav>
      )}
      <main id="main" className={css.main} tabIndex={-1}>
        {children}
      </main>
      {footer && (
        <footer className={css.footer}>
          <p>{config.copyright}</p>
        </footer>
      )}
    </div>
  );
}
