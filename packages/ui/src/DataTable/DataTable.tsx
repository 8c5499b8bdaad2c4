import { type ReactNode, useId, useState } from 'react';
import { visuallyHidden } from '../theme/utils.css';
import * as styles from './DataTable.css';
import { nextSort, type SortValue, sortRows, type TableSort } from './sort';

/** One column of a `DataTable`. */
export interface DataTableColumn<Row> {
  /** A stable id (the sort names it). */
  id: string;
  /** The header text. */
  header: string;
  /** What a cell shows. */
  cell: (row: Row) => ReactNode;
  /** The value the column sorts by; a column without one is not sortable. */
  sortValue?: (row: Row) => SortValue;
  /** `end` right-aligns the column (amounts). */
  align?: 'start' | 'end';
  /** The row header: this column's cell names its row for screen readers (`th scope="row"`). */
  isRowHeader?: boolean;
  /**
   * Keeps the column on screen while the rest scrolls sideways: `start` (the first column, pinned by default) or
   * `end` (one column, e.g. the price, pinned at the right edge beside the row menu).
   */
  pin?: 'start' | 'end' | 'none';
  /** Long text (names, addresses) stays on one line, cut with "…"; its full text is the cell's tooltip. */
  truncate?: boolean;
  /** The full text of a cell the column truncates, when its content is not a string. */
  fullText?: (row: Row) => string;
}

/** What the table says of its own, so an app words it in its reader's language. */
interface DataTableWords {
  /** The row menus' column header (read by screen readers only). */
  actions: string;
  /** Announced when a header sorts the table. */
  sorted: (column: string, direction: TableSort['direction']) => string;
}

const englishWords: DataTableWords = {
  actions: 'Actions',
  sorted: (column, direction) => `Sorted by ${column}, ${direction}`,
};

/** Props of `DataTable`. */
export interface DataTableProps<Row> {
  /** Names the table (its caption). */
  caption: string;
  /** Show the caption; by default it is read by screen readers only. */
  showCaption?: boolean;
  /** The columns, in order. */
  columns: readonly DataTableColumn<Row>[];
  /** The rows (in their given order until a column is sorted). */
  rows: readonly Row[];
  /** A stable key for a row. */
  rowKey: (row: Row) => string | number;
  /** The sort (controlled); `null` keeps the given order. */
  sort?: TableSort | null;
  /** The first sort (uncontrolled). */
  defaultSort?: TableSort | null;
  /** Called with the new sort when a header is pressed. */
  onSortChange?: (sort: TableSort) => void;
  /** A totals row: content by column id; the columns before the first total hold `totalsLabel`. */
  totals?: Partial<Record<string, ReactNode>>;
  /** The totals row's header (default "Total"). */
  totalsLabel?: string;
  /** Shown in one full-width row when there are no rows. */
  emptyMessage?: ReactNode;
  /** A row's actions (an `ActionMenu`): a last, pinned column of one 44 px button per row. */
  rowActions?: (row: Row) => ReactNode;
  /** What the table says, in the reader's language (each word left out stays en-GB). */
  words?: Partial<DataTableWords>;
}

/** Where a column is pinned: the first column at the start unless it says otherwise. */
function pinOf<Row>(column: DataTableColumn<Row>, index: number): 'start' | 'end' | undefined {
  const pin = column.pin ?? (index === 0 ? 'start' : 'none');
  return pin === 'none' ? undefined : pin;
}

/**
 * A data table with sortable columns, an optional totals row and a scroll box that keeps a wide table inside a
 * 320 px screen (the box is focusable so it scrolls by keyboard): the first column, one pinned `end` column (the
 * money) and the row menu stay put while the rest scrolls under them. Numbers align right in tabular figures; long
 * names stay on one line. A sortable header is a button inside the `th`; the sorted column carries `aria-sort`,
 * and the new order is announced politely.
 */
export function DataTable<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  sort,
  defaultSort = null,
  onSortChange,
  totals,
  totalsLabel = 'Total',
  emptyMessage,
  rowActions,
  words,
}: DataTableProps<Row>) {
  const w = { ...englishWords, ...words };
  const [ownSort, setOwnSort] = useState<TableSort | null>(defaultSort);
  const [announcement, setAnnouncement] = useState('');
  const captionId = useId();
  const current = sort === undefined ? ownSort : sort;
  const sortedColumn = current ? columns.find((c) => c.id === current.column) : undefined;
  const shown =
    current && sortedColumn?.sortValue ? sortRows(rows, sortedColumn.sortValue, current.direction) : [...rows];

  const press = (column: DataTableColumn<Row>) => {
    const next = nextSort(current, column.id);
    if (sort === undefined) setOwnSort(next);
    onSortChange?.(next);
    setAnnouncement(w.sorted(column.header, next.direction));
  };

  const firstTotal = totals ? columns.findIndex((c) => totals[c.id] !== undefined) : -1;
  const labelSpan = firstTotal > 0 ? firstTotal : 1;
  const hasActions = rowActions !== undefined;
  /** A cell's layout attributes: alignment and pinning (the end pin sits left of the row menu when there is one). */
  const placed = (column: DataTableColumn<Row>, index: number) => ({
    'data-align': column.align ?? 'start',
    'data-pin': pinOf(column, index),
    'data-beside-actions': pinOf(column, index) === 'end' && hasActions ? '' : undefined,
  });
  const content = (column: DataTableColumn<Row>, row: Row) => {
    const shown = column.cell(row);
    if (!column.truncate) return shown;
    const full = column.fullText?.(row) ?? (typeof shown === 'string' ? shown : undefined);
    return (
      <span className={styles.truncated} title={full}>
        {shown}
      </span>
    );
  };

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll box scrolls by keyboard when the table is wider than the screen
    <section className={styles.scroller} tabIndex={0} aria-labelledby={captionId}>
      <table className={styles.table}>
        <caption id={captionId} className={showCaption ? styles.caption : visuallyHidden}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column, index) => {
              const direction = current?.column === column.id ? current.direction : undefined;
              return (
                <th
                  key={column.id}
                  scope="col"
                  className={styles.headerCell}
                  {...placed(column, index)}
                  aria-sort={column.sortValue ? (direction ?? 'none') : undefined}
                >
                  {column.sortValue ? (
                    <button type="button" className={styles.sortButton} onClick={() => press(column)}>
                      {column.header}
                      <span className={styles.arrow} aria-hidden="true">
                        {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : ''}
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
            {hasActions && (
              <th scope="col" className={styles.headerCell} data-pin="actions">
                <span className={visuallyHidden}>{w.actions}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {shown.length === 0 && emptyMessage !== undefined && (
            <tr>
              <td className={styles.cell} colSpan={columns.length + (hasActions ? 1 : 0)}>
                {emptyMessage}
              </td>
            </tr>
          )}
          {shown.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) =>
                column.isRowHeader ? (
                  <th key={column.id} scope="row" className={styles.cell} {...placed(column, index)}>
                    {content(column, row)}
                  </th>
                ) : (
                  <td key={column.id} className={styles.cell} {...placed(column, index)}>
                    {content(column, row)}
                  </td>
                ),
              )}
              {rowActions && (
                <td className={styles.actionsCell} data-pin="actions">
                  {rowActions(row)}
                </td>
              )}
            </tr>
          ))}
        </tbody>
        {totals && (
          <tfoot>
            <tr>
              <th scope="row" className={styles.totalCell} colSpan={labelSpan} data-pin="start">
                {totalsLabel}
              </th>
              {columns.slice(labelSpan).map((column, index) => (
                <td key={column.id} className={styles.totalCell} {...placed(column, index + labelSpan)}>
                  {totals[column.id] ?? ''}
                </td>
              ))}
              {hasActions && <td className={styles.totalCell} data-pin="actions" />}
            </tr>
          </tfoot>
        )}
      </table>
      <p className={visuallyHidden} aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
