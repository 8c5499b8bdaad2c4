import { currencySymbol } from '@cabkit/domain/money';
import { Button } from '@cabkit/ui/Button';
import { visuallyHidden } from '@cabkit/ui/theme';
import { type KeyboardEvent, useCallback, useEffect, useState } from 'react';
import { userMessage } from '../../../api/errors';
import { getWeeklyChart, type WeeklyChart as WeeklyAnswer } from '../api/weekly';
import { mondayOf, shiftWeek, ukDate } from '../state/statement';
import * as css from './booker.css';

const money = (amount: number) => `${currencySymbol('GBP')}${amount.toFixed(2)}`;

/**
 * The weekly booking chart (issue 14 item 4): bookings and their value per day, week by week. A small SVG bar chart
 * (seven bars need no chart library) is hidden from screen readers, which read the data table beside it; Previous
 * and Next week buttons, and the arrow keys on the chart, move a week.
 */
export function WeeklyChart({ bookerId, today = new Date() }: { bookerId: number; today?: Date }) {
  const [week, setWeek] = useState(() => mondayOf(today));
  const [chart, setChart] = useState<WeeklyAnswer | null>(null);
  const [error, setError] = useState('');

  const load = useCallback(async () => {
    setError('');
    // The last week stays drawn while the next loads, so the focused chart keeps focus as the week moves.
    try {
      setChart(await getWeeklyChart(bookerId, week));
    } catch (e) {
      setError(userMessage(e));
    }
  }, [bookerId, week]);

  useEffect(() => {
    void load();
  }, [load]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') setWeek((w) => shiftWeek(w, -1));
    else if (event.key === 'ArrowRight') setWeek((w) => shiftWeek(w, 1));
    else return;
    event.preventDefault();
  };

  const days = chart?.Days ?? [];
  const most = Math.max(1, ...days.map((d) => d.Count));
  const title = `Week commencing ${ukDate(week)}`;
  return (
    <section className={css.page} aria-labelledby="weekly-heading">
      <h2 id="weekly-heading">Weekly bookings</h2>
      <div className={css.actions}>
        <Button variant="secondary" onPress={() => setWeek((w) => shiftWeek(w, -1))}>
          Previous week
        </Button>
        <Button variant="secondary" onPress={() => setWeek((w) => shiftWeek(w, 1))}>
          Next week
        </Button>
      </div>
      <p role="status">{chart ? `${title}: ${chart.TotalCount} bookings, ${money(chart.TotalValue)}` : ''}</p>
      {error && (
        <div role="alert">
          <p>{error}</p>
          <Button variant="secondary" onPress={() => void load()}>
            Try again
          </Button>
        </div>
      )}
      {!chart && !error && <p>Loading the week…</p>}
      {chart && (
        <>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the chart takes the arrow keys to move a week */}
          <figure className={css.chart} tabIndex={0} onKeyDown={onKeyDown} aria-describedby="weekly-keys">
            <svg viewBox="0 0 350 160" width="100%" aria-hidden="true" focusable="false">
              {days.map((d, i) => {
                const height = Math.round((d.Count / most) * 110);
                return (
                  <g key={d.Date}>
                    <rect x={i * 50 + 10} y={130 - height} width={30} height={height} className={css.bar} />
                    <text x={i * 50 + 25} y={126 - height} textAnchor="middle" className={css.barLabel}>
                      {d.Count}
                    </text>
                    <text x={i * 50 + 25} y={150} textAnchor="middle" className={css.barLabel}>
                      {d.Day.slice(0, 3)}
                    </text>
                  </g>
                );
              })}
            </svg>
            <figcaption id="weekly-keys">{title}. Left and right arrow keys move a week.</figcaption>
          </figure>
          {chart.TotalCount === 0 && <p>No bookings this week.</p>}
          <table className={css.table}>
            <caption className={visuallyHidden}>{title}: bookings and value per day</caption>
            <thead>
              <tr>
                <th scope="col" className={css.cell}>
                  Day
                </th>
                <th scope="col" className={css.money}>
                  Bookings
                </th>
                <th scope="col" className={css.money}>
                  Value
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.Date}>
                  <th scope="row" className={css.cell}>
                    {d.Day} {ukDate(d.Date)}
                  </th>
                  <td className={css.money}>{d.Count}</td>
                  <td className={css.money}>{money(d.Value)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className={css.cell}>
                  Total
                </th>
                <td className={css.money}>{chart.TotalCount}</td>
                <td className={css.money}>{money(chart.TotalValue)}</td>
              </tr>
            </tfoot>
          </table>
        </>
      )}
    </section>
  );
}
