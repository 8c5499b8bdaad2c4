import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

/** Props of `EmptyState`. */
export interface EmptyStateProps {
  /** What is empty, e.g. "No bookings yet". */
  title: string;
  /** Heading level of the title (default 2: under the page's h1). */
  headingLevel?: 2 | 3;
  /** One or two sentences: why it is empty and what to do. */
  children?: ReactNode;
  /** The one next action (a Button or a link). */
  action?: ReactNode;
  /**
   * The picture: the tenant's image URL (decorative, `alt=""`), any element, or null for none; default a line
   * drawing of a car in the brand colour.
   */
  illustration?: string | ReactNode;
}

/** The default illustration: a car on a road, drawn in `currentColor` (the brand colour). */
function CarDrawing() {
  return (
    <svg viewBox="0 0 160 96" width="160" height="96" aria-hidden="true" focusable="false">
      <path
        d="M28 62 L40 38 Q44 30 54 30 H106 Q116 30 120 38 L132 62 Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <rect x="16" y="60" width="128" height="18" rx="6" fill="currentColor" opacity="0.18" />
      <rect x="16" y="60" width="128" height="18" rx="6" fill="none" stroke="currentColor" strokeWidth="4" />
      <circle cx="44" cy="80" r="9" fill="currentColor" />
      <circle cx="116" cy="80" r="9" fill="currentColor" />
      <path d="M4 92 H156" stroke="currentColor" strokeWidth="3" strokeDasharray="10 8" opacity="0.5" />
    </svg>
  );
}

/**
 * What a page shows when it has nothing to list: an illustration the tenant can swap, a title, a short text and
 * one next action.
 */
export function EmptyState({ title, headingLevel = 2, children, action, illustration }: EmptyStateProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  let picture: ReactNode;
  if (illustration === undefined) picture = <CarDrawing />;
  else if (typeof illustration === 'string') {
    picture = <img className={styles.illustrationImage} src={illustration} alt="" />;
  } else picture = illustration;
  return (
    <div className={styles.root}>
      {picture != null && <div className={styles.illustration}>{picture}</div>}
      <Heading className={styles.title}>{title}</Heading>
      {children != null && <p className={styles.text}>{children}</p>}
      {action}
    </div>
  );
}
