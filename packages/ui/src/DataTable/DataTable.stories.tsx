import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ActionMenu } from '../ActionMenu/ActionMenu';
import { DataTable, type DataTableColumn } from './DataTable';

interface Trip {
  id: number;
  date: string;
  passenger: string;
  status: string;
  price: number;
}

const trips: Trip[] = [
  { id: 1042, date: '03/11/2026', passenger: 'Ada Lovelace', status: 'Completed', price: 48.5 },
  { id: 1017, date: '01/11/2026', passenger: 'Charles Babbage', status: 'Cancelled', price: 0 },
  { id: 1055, date: '05/11/2026', passenger: 'Grace Hopper', status: 'Completed', price: 112 },
];
const pounds = (n: number) => `£${n.toFixed(2)}`;
const columns: DataTableColumn<Trip>[] = [
  { id: 'date', header: 'Date', cell: (t) => t.date, sortValue: (t) => t.date.split('/').reverse().join('') },
  { id: 'job', header: 'Job id', cell: (t) => t.id, sortValue: (t) => t.id },
  { id: 'passenger', header: 'Passenger', cell: (t) => t.passenger, sortValue: (t) => t.passenger },
  { id: 'status', header: 'Status', cell: (t) => t.status },
  { id: 'price', header: 'Price', cell: (t) => pounds(t.price), sortValue: (t) => t.price, align: 'end' },
];

/**
 * A data table for statements and reports: columns with a `sortValue` sort when their header is pressed (Enter or
 * Space on the focused header; `aria-sort` on the sorted one, the new order announced), an optional totals row, and
 * a focusable scroll box that keeps a wide table inside a 320 px screen: the first column and one `pin: 'end'`
 * column (the money) stay put while the rest scrolls, `truncate` keeps long names on one line (full text as
 * tooltip) and `rowActions` adds a pinned row menu (an ActionMenu).
 */
const meta = {
  title: 'Display/DataTable',
  component: DataTable<Trip>,
  args: {
    caption: 'Bookings from 01/11/2026 to 30/11/2026',
    columns,
    rows: trips,
    rowKey: (t: Trip) => t.id,
    defaultSort: { column: 'date', direction: 'ascending' },
    totals: { price: pounds(160.5) },
  },
} satisfies Meta<typeof DataTable<Trip>>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstColumn = (canvas: ReturnType<typeof within>, column: number) =>
  canvas
    .getAllByRole('row')
    .slice(1, -1)
    .map((row: HTMLElement) => within(row).getAllByRole('cell')[column]?.textContent);

/** Sorted by date; the price header sorts by amount with the keyboard, and again the other way. */
export const SortByKeyboard: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Bookings from 01/11/2026 to 30/11/2026' });
    await expect(canvas.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'ascending');
    const price = canvas.getByRole('button', { name: 'Price' });
    price.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'none');
    await expect(firstColumn(within(table), 4)).toEqual(['£0.00', '£48.50', '£112.00']);
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(firstColumn(within(table), 4)).toEqual(['£112.00', '£48.50', '£0.00']);
    await expect(canvas.getByText('Sorted by Price, descending')).toBeInTheDocument();
    await expect(canvas.getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
  },
};

/** No rows: the table says so in one full-width row. */
export const Empty: Story = {
  args: { rows: [], totals: undefined, emptyMessage: 'No bookings in this period.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell', { name: 'No bookings in this period.' })).toBeInTheDocument();
  },
};

/** On a phone (320 px): the table scrolls sideways inside its box, which takes focus to scroll by keyboard. */
export const PhoneScrolls: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('region', { name: 'Bookings from 01/11/2026 to 30/11/2026' });
    await expect(box).toHaveAttribute('tabindex', '0');
  },
};

/** On a phone: the date and the price stay put while the middle scrolls; each row's actions are one menu. */
export const PinnedWithRowMenu: Story = {
  args: {
    columns: [
      columns[0] as DataTableColumn<Trip>,
      columns[1] as DataTableColumn<Trip>,
      { id: 'passenger', header: 'Passenger', cell: (t) => t.passenger, truncate: true },
      columns[3] as DataTableColumn<Trip>,
      { ...(columns[4] as DataTableColumn<Trip>), pin: 'end' },
    ],
    rowActions: (t: Trip) => (
      <ActionMenu
        label={`Actions for job ${t.id}`}
        items={[
          { id: 'view', label: 'View booking', href: `#${t.id}` },
          { id: 'repeat', label: 'Repeat booking', onAction: () => undefined },
        ]}
      />
    ),
  },
  globals: { viewport: { value: 'phone320' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /^Actions for job/ })).toHaveLength(3);
    await expect(canvas.getByRole('columnheader', { name: 'Price' })).toHaveAttribute('data-pin', 'end');
  },
};
