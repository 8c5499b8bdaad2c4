import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { useSay } from '../parts/words';
import * as styles from './LoadError.css';

/** Props of `LoadError`. */
export interface LoadErrorProps {
  /** Why nothing came, in the reader's words (the server's message, or the default error). */
  children: ReactNode;
  /** Asks again, where the page is: nothing else on the page moves or is lost. */
  onRetry: () => void;
}

/**
 * Where a page's data did not come: the reason, read out as it appears (an alert), and a "Try again" button that
 * asks again without leaving the page. For a list that came back empty, use `EmptyState`.
 */
export function LoadError({ children, onRetry }: LoadErrorProps) {
  const say = useSay();
  return (
    <div role="alert" className={styles.root}>
      <p className={styles.text}>{children}</p>
      <Button variant="secondary" onPress={onRetry}>
        {say('Try again')}
      </Button>
    </div>
  );
}
