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
}

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
}

/**
 * A data table with sortable columns, an optional totals row and a scroll box that keeps a wide table inside a
 * 320 px screen (the box is focusable so it scrolls by keyboard). A sortable header is a button inside the
 * `th`; the sorted column carries `aria-sort`, and the new order is announced politely.
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
}: DataTableProps<Row>) {
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
    setAnnouncement(`Sorted by ${column.header}, ${next.direction}`);
  };

  const firstTotal = totals ? columns.findIndex((c) => totals[c.id] !== undefined) : -1;
  const labelSpan = firstTotal > 0 ? firstTotal : 1;

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll box scrolls by keyboard when the table is wider than the screen
    <section className={styles.scroller} tabIndex={0} aria-labelledby={captionId}>
      <table className={styles.table}>
        <caption id={captionId} className={showCaption ? styles.caption : visuallyHidden}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const direction = current?.column === column.id ? current.direction : undefined;
              return (
                <th
                  key={column.id}
                  scope="col"
                  className={styles.headerCell}
                  data-align={column.align ?? 'start'}
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
          </tr>
        </thead>
        <tbody>
          {shown.length === 0 && emptyMessage !== undefined && (
            <tr>
              <td className={styles.cell} colSpan={columns.length}>
                {emptyMessage}
              </td>
            </tr>
          )}
          {shown.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) =>
                column.isRowHeader ? (
                  <th key={column.id} scope="row" className={styles.cell} data-align={column.align ?? 'start'}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.id} className={styles.cell} data-align={column.align ?? 'start'}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {totals && (
          <tfoot>
            <tr>
              <th scope="row" className={styles.totalCell} colSpan={labelSpan}>
                {totalsLabel}
              </th>
              {columns.slice(labelSpan).map((column) => (
                <td key={column.id} className={styles.totalCell} data-align={column.align ?? 'start'}>
                  {totals[column.id] ?? ''}
                </td>
              ))}
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
