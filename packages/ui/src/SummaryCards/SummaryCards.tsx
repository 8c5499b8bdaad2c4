import type { ReactNode } from 'react';
import * as styles from './SummaryCards.css';

/** One figure of `SummaryCards`. */
export interface SummaryCard {
  /** A stable id. */
  id: string;
  /** What the figure is, e.g. "Upcoming rides". */
  label: string;
  /** The figure, e.g. "3" or "£412.50". */
  value: ReactNode;
  /** A line under it, e.g. "01/11/2026 to 28/11/2026". */
  hint?: ReactNode;
}

/** Props of `SummaryCards`. */
export interface SummaryCardsProps {
  /** Names the group for screen readers, e.g. "This month at a glance". */
  label: string;
  /** The figures, most important first (two to four read best). */
  cards: readonly SummaryCard[];
}

/**
 * A page's key figures at its top, each a card with its label over a large number in tabular figures: two a row on
 * a phone, up to four on a desktop. A named group holding a description list, so each figure is read with its label.
 */
export function SummaryCards({ label, cards }: SummaryCardsProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; these are figures to read.
    <div role="group" aria-label={label}>
      <dl className={styles.root}>
        {cards.map((card) => (
          <div key={card.id} className={styles.card}>
            <dt className={styles.label}>{card.label}</dt>
            <dd className={styles.value}>{card.value}</dd>
            {card.hint != null && <dd className={styles.hint}>{card.hint}</dd>}
          </div>
        ))}
      </dl>
    </div>
  );
}
