import type { ReactNode } from 'react';
import * as styles from './PageLayout.css';

/** Props of `PageLayout`. */
export interface PageLayoutProps {
  /** The page's h1 (leave it out only when `head` holds the h1). */
  title?: ReactNode;
  /** A sentence under the title. */
  intro?: ReactNode;
  /** Actions beside the title (e.g. one Button). */
  actions?: ReactNode;
  /**
   * narrow (640 px) for forms, confirmations and text; regular (960 px) for a form beside a summary and detail
   * pages; wide (default, 1,200 px) for tables, maps, dashboards and home. `page` is wide and `reading` narrow.
   */
  width?: PageWidth;
  /** A head of the page's own in place of the title row, e.g. a hero holding the h1. */
  head?: ReactNode;
  /** The page's sections. */
  children: ReactNode;
}

/** The widths of the one width system (see `PageLayoutProps.width`). */
export type PageWidth = 'narrow' | 'regular' | 'wide' | 'page' | 'reading';

/** A page's frame inside the main landmark: its one container width, its h1, then sections on the 8-point grid. */
export function PageLayout({ title, intro, actions, width = 'wide', head, children }: PageLayoutProps) {
  return (
    <div className={styles.page({ width })}>
      {head ?? (
        <div className={styles.head}>
          <div className={styles.titleBlock}>
            <h1 className={styles.title}>{title}</h1>
            {intro != null && <p className={styles.intro}>{intro}</p>}
          </div>
          {actions != null && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
      {children}
    </div>
  );
}
