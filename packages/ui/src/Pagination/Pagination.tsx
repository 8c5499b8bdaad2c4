import { Button } from '../Button/Button';
import { useSay, useUiWords } from '../parts/words';
import * as styles from './Pagination.css';

/** Props of `Pagination`. */
export interface PaginationProps {
  /** The 1-based page shown. */
  page: number;
  /** How many pages there are (at least 1). */
  pageCount: number;
  /** Called with the page to show. */
  onPageChange: (page: number) => void;
  /** Names the navigation landmark (default the app's "Pages"). */
  label?: string;
}

/**
 * Previous / next paging with "Page n of m" announced politely. The buttons stay focusable at the ends (they
 * are disabled through RAC, which keeps them in the accessibility tree) so focus is never lost on the last page.
 */
export function Pagination({ page, pageCount, onPageChange, label: given }: PaginationProps) {
  const say = useSay();
  const words = useUiWords();
  const label = given ?? say('Pages');
  const pages = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), pages);
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={styles.nav}>
      <Button variant="secondary" size="small" isDisabled={current <= 1} onPress={() => onPageChange(current - 1)}>
        {say('Previous page')}
      </Button>
      <span className={styles.status} aria-live="polite">
        {words.pageOf?.(current, pages) ?? `Page ${current} of ${pages}`}
      </span>
      <Button variant="secondary" size="small" isDisabled={current >= pages} onPress={() => onPageChange(current + 1)}>
        {say('Next page')}
      </Button>
    </nav>
  );
}
