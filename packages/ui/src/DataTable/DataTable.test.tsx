import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataTableColumn } from './DataTable';
import { nextSort, sortRows } from './sort';

interface Row {
  id: number;
  name: string;
  amount: number;
}
const rows: Row[] = [
  { id: 1, name: 'Booking 10', amount: 5 },
  { id: 2, name: 'Booking 9', amount: 20 },
  { id: 3, name: 'Booking 11', amount: 5 },
];
const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', cell: (r) => r.name, sortValue: (r) => r.name, isRowHeader: true },
  { id: 'note', header: 'Note', cell: () => '-' },
  { id: 'amount', header: 'Amount', cell: (r) => r.amount.toFixed(2), sortValue: (r) => r.amount, align: 'end' },
];

describe('sortRows', () => {
  it('sorts numbers as numbers and text with numeric parts in reading order, ties kept in order', () => {
    expect(sortRows(rows, (r) => r.amount, 'ascending').map((r) => r.id)).toEqual([1, 3, 2]);
    expect(sortRows(rows, (r) => r.amount, 'descending').map((r) => r.id)).toEqual([2, 1, 3]);
    expect(sortRows(rows, (r) => r.name, 'ascending').map((r) => r.id)).toEqual([2, 1, 3]);
  });

  it('flips the same column and starts a new one ascending', () => {
    expect(nextSort(null, 'a')).toEqual({ column: 'a', direction: 'ascending' });
    expect(nextSort({ column: 'a', direction: 'ascending' }, 'a')).toEqual({ column: 'a', direction: 'descending' });
    expect(nextSort({ column: 'a', direction: 'descending' }, 'b')).toEqual({ column: 'b', direction: 'ascending' });
  });
});

describe('DataTable', () => {
  const names = () =>
    within(screen.getByRole('table'))
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent)
      .filter((text) => text !== 'Total');

  it('sorts by a pressed header, marks it with aria-sort and announces the order', async () => {
    render(
      <DataTable caption="Bookings" columns={columns} rows={rows} rowKey={(r) => r.id} totals={{ amount: '30.00' }} />,
    );
    expect(names()).toEqual(['Booking 10', 'Booking 9', 'Booking 11']);
    expect(screen.getByRole('columnheader', { name: 'Note' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['Booking 9', 'Booking 10', 'Booking 11']);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByText('Sorted by Name, ascending')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['Booking 11', 'Booking 10', 'Booking 9']);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'none');
  });

  it('puts the totals label over the columns before the first total', () => {
    render(
      <DataTable caption="Bookings" columns={columns} rows={rows} rowKey={(r) => r.id} totals={{ amount: '30.00' }} />,
    );
    const total = screen.getByRole('rowheader', { name: 'Total' });
    expect(total).toHaveAttribute('colspan', '2');
    const totalsRow = total.closest('tr') as HTMLElement;
    expect(within(totalsRow).getByRole('cell', { name: '30.00' })).toBeInTheDocument();
  });

  it('pins the first column and the money, truncates long names with their full text, and ends with a row menu', () => {
    const wide: DataTableColumn<Row>[] = [
      { id: 'name', header: 'Name', cell: (r) => r.name, isRowHeader: true },
      { id: 'note', header: 'Note', cell: () => 'A very long passenger name', truncate: true },
      { id: 'amount', header: 'Amount', cell: (r) => r.amount.toFixed(2), align: 'end', pin: 'end' },
    ];
    render(
      <DataTable
        caption="Bookings"
        columns={wide}
        rows={rows}
        rowKey={(r) => r.id}
        rowActions={(r) => <button type="button">Actions for {r.name}</button>}
      />,
    );
    const [first] = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    const cells = within(first as HTMLElement).getAllByRole('cell');
    expect(within(first as HTMLElement).getByRole('rowheader')).toHaveAttribute('data-pin', 'start');
    expect(cells[0]?.firstElementChild).toHaveAttribute('title', 'A very long passenger name');
    expect(cells[0]).not.toHaveAttribute('data-pin');
    expect(cells[1]).toHaveAttribute('data-pin', 'end');
    expect(cells[1]).toHaveAttribute('data-beside-actions');
    expect(cells[2]).toHaveAttribute('data-pin', 'actions');
    expect(within(cells[2] as HTMLElement).getByRole('button', { name: 'Actions for Booking 10' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
  });
});
