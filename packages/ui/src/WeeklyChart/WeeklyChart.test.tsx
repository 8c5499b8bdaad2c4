import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WeeklyChart, type WeeklyChartDay } from './WeeklyChart';

const days: WeeklyChartDay[] = [
  { key: '2026-11-23', label: 'Monday 23/11/2026', shortLabel: 'Mon', count: 3, value: 127.5 },
  { key: '2026-11-24', label: 'Tuesday 24/11/2026', shortLabel: 'Tue', count: 0, value: 0 },
  { key: '2026-11-25', label: 'Wednesday 25/11/2026', shortLabel: 'Wed', count: 5, value: 212.5 },
];
const money = (n: number) => `£${n.toFixed(2)}`;

function renderChart(over: Partial<Parameters<typeof WeeklyChart>[0]> = {}) {
  const onPreviousWeek = vi.fn();
  const onNextWeek = vi.fn();
  render(
    <WeeklyChart
      title="Week commencing 23/11/2026"
      days={days}
      formatValue={money}
      axisLabel="Spend (£)"
      onPreviousWeek={onPreviousWeek}
      onNextWeek={onNextWeek}
      {...over}
    />,
  );
  return { onPreviousWeek, onNextWeek };
}

describe('WeeklyChart', () => {
  it('tells the week in words and reads each day, its bookings and value from the table, with totals', () => {
    renderChart();
    expect(screen.getByText('Week commencing 23/11/2026: 8 bookings, £340.00')).toHaveAttribute('role', 'status');
    const table = screen.getByRole('table', { name: 'Week commencing 23/11/2026: bookings and spend (£) per day' });
    const wednesday = within(table).getByRole('rowheader', { name: 'Wednesday 25/11/2026' }).closest('tr');
    expect(wednesday).toHaveTextContent('Wednesday 25/11/2026' + '5' + '£212.50');
    expect(screen.queryByText('No bookings this week.')).toBeNull();
  });

  it('draws one measure on one axis: the spend as bars, the axis named with its unit, hidden from screen readers', () => {
    renderChart();
    const figure = screen.getByRole('figure', {
      name: 'Week commencing 23/11/2026. Left and right arrow keys move a week.',
    });
    const svg = figure.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    // One bar per day, as tall as its spend; no second measure drawn as a line on a second axis.
    const bars = [...(svg?.querySelectorAll('rect') ?? [])].map((r) => Number(r.getAttribute('height')));
    expect(bars).toHaveLength(3);
    expect(bars[1]).toBe(0);
    expect((bars[2] ?? 0) / (bars[0] ?? 1)).toBeCloseTo(212.5 / 127.5, 1);
    expect(svg?.querySelectorAll('path, circle')).toHaveLength(0);
    expect(svg).toHaveTextContent('Spend (£)');
    expect(svg).toHaveTextContent('Wed');
  });

  it('moves a week with the arrow keys on the focused chart and with the buttons', async () => {
    const user = userEvent.setup();
    const { onPreviousWeek, onNextWeek } = renderChart();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('figure')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowLeft}{ArrowLeft}');
    expect(onNextWeek).toHaveBeenCalledTimes(1);
    expect(onPreviousWeek).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(onNextWeek).toHaveBeenCalledTimes(2);
  });

  it('says when a week has no bookings', () => {
    renderChart({ days: days.map((d) => ({ ...d, count: 0, value: 0 })) });
    expect(screen.getByText('No bookings this week.')).toBeInTheDocument();
    expect(screen.getByText('Week commencing 23/11/2026: 0 bookings, £0.00')).toBeInTheDocument();
  });

  it('draws a chosen period without week buttons: a year by its months, each read from the table', () => {
    const months = ['Jan', 'Feb', 'Mar'].map((m, i) => ({
      key: `2026-0${i + 1}-01`,
      label: `${m} 2026`,
      shortLabel: m,
      count: i,
      value: i * 10,
    }));
    render(
      <WeeklyChart
        title="01/01/2026 to 28/03/2026"
        days={months}
        formatValue={money}
        axisLabel="Spend (£)"
        stepLabel="Month"
      />,
    );
    expect(screen.queryByRole('button', { name: 'Next week' })).toBeNull();
    const table = screen.getByRole('table', { name: '01/01/2026 to 28/03/2026: bookings and spend (£) per month' });
    expect(within(table).getByRole('columnheader', { name: 'Month' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Mar 2026' }).closest('tr')).toHaveTextContent('£20.00');
    expect(screen.getByRole('figure').querySelectorAll('rect')).toHaveLength(3);
  });
});
