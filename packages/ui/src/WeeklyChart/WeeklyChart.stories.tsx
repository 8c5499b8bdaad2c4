import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { WeeklyChart, type WeeklyChartDay, type WeeklyChartProps } from './WeeklyChart';

const names = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const counts = [
  [3, 5, 2, 0, 7, 1, 0],
  [1, 0, 4, 2, 2, 6, 3],
];

/** A made-up week `index` weeks after 23/11/2026 (alternating between two shapes). */
function week(index: number): { title: string; days: WeeklyChartDay[] } {
  const start = Date.UTC(2026, 10, 23) + index * 7 * 86_400_000;
  const shape = counts[Math.abs(index) % 2] ?? [];
  const days = names.map((name, i) => {
    const date = new Date(start + i * 86_400_000);
    const dd = String(date.getUTCDate()).padStart(2, '0');
    const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
    const count = shape[i] ?? 0;
    return {
      key: `${index}-${i}`,
      label: `${name} ${dd}/${mm}/${date.getUTCFullYear()}`,
      shortLabel: name.slice(0, 3),
      count,
      value: count * 42.5,
    };
  });
  const first = days[0]?.label.split(' ')[1] ?? '';
  return { title: `Week commencing ${first}`, days };
}

function Browsable(args: WeeklyChartProps) {
  const [index, setIndex] = useState(0);
  const shown = args.days.length === 0 ? { title: args.title, days: args.days } : week(index);
  return (
    <WeeklyChart
      {...args}
      {...shown}
      onPreviousWeek={() => setIndex((i) => i - 1)}
      onNextWeek={() => setIndex((i) => i + 1)}
    />
  );
}

/**
 * Spend per day, week or month as bars on one money axis named with its unit (`axisLabel`): SVG hidden from screen
 * readers, which read the data table (bookings and spend, with totals) instead. With `onPreviousWeek`/`onNextWeek`
 * it has week buttons and the left and right arrow keys on the focused chart; without, it draws a chosen period
 * (`stepLabel` "Week" or "Month"). Import it from `@cabkit/ui/WeeklyChart` and load it lazily.
 */
const meta = {
  title: 'Display/WeeklyChart',
  component: WeeklyChart,
  args: {
    ...week(0),
    formatValue: (n: number) => `£${n.toFixed(2)}`,
    axisLabel: 'Spend (£)',
    onPreviousWeek: () => undefined,
    onNextWeek: () => undefined,
  },
  render: (args) => <Browsable {...args} />,
} satisfies Meta<typeof WeeklyChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The arrow keys on the focused chart move a week; the table follows. */
export const KeyboardWeeks: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Week commencing 23/11/2026: 18 bookings, £765.00')).toBeInTheDocument();
    await expect(canvas.getByRole('rowheader', { name: 'Friday 27/11/2026' })).toBeInTheDocument();
    const figure = canvas.getByRole('figure', { name: /Week commencing 23\/11\/2026/ });
    figure.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('table', { name: /Week commencing 30\/11\/2026/ })).toBeInTheDocument();
    await expect(figure).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('table', { name: /Week commencing 16\/11\/2026/ })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next week' }));
    await expect(canvas.getByRole('rowheader', { name: 'Monday 23/11/2026' })).toBeInTheDocument();
  },
};

/** A week with no bookings says so; the table still lists the seven days at zero. */
export const EmptyWeek: Story = {
  args: {
    title: 'Week commencing 21/12/2026',
    days: names.map((name, i) => ({ key: String(i), label: name, shortLabel: name.slice(0, 3), count: 0, value: 0 })),
  },
  render: (args) => <WeeklyChart {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No bookings this week.')).toBeInTheDocument();
  },
};

/** A busy week: dozens of bookings a day, the axis counting in steps. */
export const BusyWeek: Story = {
  args: {
    title: 'Week commencing 07/12/2026',
    days: names.map((name, i) => {
      const count = [38, 45, 41, 52, 67, 29, 12][i] ?? 0;
      return { key: String(i), label: name, shortLabel: name.slice(0, 3), count, value: count * 37.4 };
    }),
  },
  render: (args) => <WeeklyChart {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Week commencing 07/12/2026: 284 bookings, £10621.60')).toBeInTheDocument();
    await expect(canvas.getByRole('rowheader', { name: 'Friday' }).closest('tr')).toHaveTextContent('67');
  },
};

/** A week with one day: one bar, and the table lists that day alone. */
export const OneDay: Story = {
  args: {
    title: 'Week commencing 14/12/2026',
    days: [{ key: 'wed', label: 'Wednesday 16/12/2026', shortLabel: 'Wed', count: 4, value: 96 }],
  },
  render: (args) => <WeeklyChart {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Week commencing 14/12/2026: 4 bookings, £96.00')).toBeInTheDocument();
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(2);
  },
};

/** Long values (thousands of pounds a day, grouped digits): the axis makes room, the table fits. */
export const LongValues: Story = {
  args: {
    title: 'Week commencing 21/12/2026',
    formatValue: (n: number) => `£${n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    days: names.map((name, i) => {
      const count = [12, 9, 15, 11, 18, 7, 3][i] ?? 0;
      return { key: String(i), label: name, shortLabel: name.slice(0, 3), count, value: count * 1234.56 };
    }),
  },
  render: (args) => <WeeklyChart {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: 'Friday' }).closest('tr')).toHaveTextContent('£22,222.08');
  },
};

/** On a phone (320 px): the chart scales down, the table fits. */
export const PhoneWeek: Story = {};

/** "This year" chosen: the year's months, no week buttons; the table reads each month. */
export const YearByMonth: Story = {
  args: {
    title: '01/01/2026 to 28/11/2026',
    stepLabel: 'Month',
    onPreviousWeek: undefined,
    onNextWeek: undefined,
    days: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'].map((m, i) => ({
      key: m,
      label: `${m} 2026`,
      shortLabel: m,
      count: (i * 7) % 11,
      value: ((i * 7) % 11) * 42.5,
    })),
  },
  render: (args) => <WeeklyChart {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Next week' })).toBeNull();
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(12);
    await expect(canvas.getByRole('columnheader', { name: 'Month' })).toBeInTheDocument();
  },
};
