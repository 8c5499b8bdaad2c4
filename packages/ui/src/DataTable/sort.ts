/** Which way a column is sorted (the values of `aria-sort`). */
export type SortDirection = 'ascending' | 'descending';

/** A table's sort: the column id and its direction. */
export interface TableSort {
  column: string;
  direction: SortDirection;
}

/** The value a row sorts by in one column: numbers compare as numbers, text in the reader's language order. */
export type SortValue = string | number;

/**
 * The rows sorted by `sortValueOf` in `direction` (a new array; rows that tie keep their given order, so sorting by
 * one column and then another is predictable).
 */
export function sortRows<Row>(
  rows: readonly Row[],
  sortValueOf: (row: Row) => SortValue,
  direction: SortDirection,
): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: sortValueOf(row) }))
    .sort((a, b) => {
      const order =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : String(a.value).localeCompare(String(b.value), undefined, { numeric: true });
      return order * sign || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** The sort after the header of `column` is pressed: a new column sorts ascending, the same column flips. */
export function nextSort(current: TableSort | null, column: string): TableSort {
  if (current?.column === column) {
    return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { column, direction: 'ascending' };
}
