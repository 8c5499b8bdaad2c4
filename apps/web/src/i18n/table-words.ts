import { t } from '@lingui/core/macro';

/** What @cabkit/ui's DataTable says of its own (the row menus' column, the sort it announces), in the active language. */
export function tableWords() {
  return {
    actions: t`Actions`,
    sorted: (column: string, direction: 'ascending' | 'descending') =>
      direction === 'ascending' ? t`Sorted by ${column}, ascending` : t`Sorted by ${column}, descending`,
  };
}
