import type { ReactNode } from 'react';
import { visuallyHidden } from '../theme/utils.css';
import * as styles from './Skeleton.css';

/** Props of `Skeleton`. */
export interface SkeletonProps {
  /** What assistive technology hears while the shapes show (default "Loading"). */
  label?: string;
  /** The skeleton parts, in the page's layout. */
  children: ReactNode;
  /**
   * False when the screen already says what is loading through a status of its own (the app's page moves): the
   * region is then busy but silent, so the wait is heard once (default true).
   */
  announce?: boolean;
}

/**
 * A loading region: one polite status ("Loading") for screen readers, and the skeleton parts inside, hidden from
 * them. The parts pulse together, and stand still when the user asks for reduced motion.
 */
export function Skeleton({ label = 'Loading', children, announce = true }: SkeletonProps) {
  return (
    <div role={announce ? 'status' : undefined} aria-busy="true">
      {announce && <span className={visuallyHidden}>{label}</span>}
      <div className={styles.group} aria-hidden="true">
        {children}
      </div>
    </div>
  );
}

/** Props of `SkeletonText`. */
export interface SkeletonTextProps {
  /** How many lines (default 3); the last is shorter. */
  lines?: number;
}

/** Lines of text to come. */
export function SkeletonText({ lines = 3 }: SkeletonTextProps) {
  return (
    <div className={styles.lines}>
      {Array.from({ length: lines }, (_, at) => (
        <span key={at} className={styles.line} />
      ))}
    </div>
  );
}

/** Props of `SkeletonCard`. */
export interface SkeletonCardProps {
  /** Lines of text under the card's heading (default 2). */
  lines?: number;
}

/** A summary card to come: a heading and lines in a frame. */
export function SkeletonCard({ lines = 2 }: SkeletonCardProps) {
  return (
    <div className={styles.card}>
      <span className={styles.cardHeading} />
      <SkeletonText lines={lines} />
    </div>
  );
}

/** Props of `SkeletonTableRows`. */
export interface SkeletonTableRowsProps {
  /** Rows (default 5, a list page's size). */
  rows?: number;
  /** Columns (default 4). */
  columns?: number;
}

/** The rows of a table to come, 44 px each; not a table itself, so nothing announces empty cells. */
export function SkeletonTableRows({ rows = 5, columns = 4 }: SkeletonTableRowsProps) {
  return (
    <div>
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className={styles.row} style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
          {Array.from({ length: columns }, (_, column) => (
            <span key={column} className={styles.cell} style={{ width: `${90 - ((row + column) % 3) * 20}%` }} />
          ))}
        </div>
      ))}
    </div>
  );
}

/** A map to come: 40 % of the screen's height, at least 200 px. */
export function SkeletonMap() {
  return <span className={styles.map} />;
}
