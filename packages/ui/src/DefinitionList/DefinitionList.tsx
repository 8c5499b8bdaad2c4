import type { ReactNode } from 'react';
import * as styles from './DefinitionList.css';

/** One term and its description; items whose description is empty are left out. */
export interface DefinitionItem {
  term: string;
  description: ReactNode;
  /** A test id for the description (e.g. "booking-reference"). */
  testId?: string;
}

/** Props of `DefinitionList`. */
export interface DefinitionListProps {
  items: readonly DefinitionItem[];
  /** Names the list for screen readers when a page has several. */
  'aria-label'?: string;
  className?: string;
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === false || value === '';

/** Term/description pairs (a `dl`): stacked on a phone, two columns above; empty descriptions are skipped. */
export function DefinitionList({ items, className, ...aria }: DefinitionListProps) {
  return (
    <dl className={className ? `${styles.list} ${className}` : styles.list} {...aria}>
      {items
        .filter((item) => !isEmpty(item.description))
        .map((item, index) => (
          <div key={`${item.term}-${index}`} className={styles.row}>
            <dt className={styles.term}>{item.term}</dt>
            <dd className={styles.description} data-testid={item.testId}>
              {item.description}
            </dd>
          </div>
        ))}
    </dl>
  );
}
