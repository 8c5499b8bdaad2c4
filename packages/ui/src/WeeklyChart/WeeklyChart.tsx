import { type KeyboardEvent, useId } from 'react';
import { Button } from '../Button/Button';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable';
import * as styles from './WeeklyChart.css';

/** One day of the chart. */
export interface WeeklyChartDay {
  /** A stable key (e.g. the `yyyy-mm-dd` day). */
  key: string;
  /** The day as the table reads it, e.g. "Monday 23/11/2026". */
  label: string;
  /** The day under its bar, e.g. "Mon". */
  shortLabel: string;
  /** Bookings that day. */
  count: number;
  /** Their value. */
  value: number;
}

/** Props of `WeeklyChart`. */
export interface WeeklyChartProps {
  /** The week, e.g. "Week commencing 23/11/2026": the figure's caption and the table's name. */
  title: string;
  /** The seven days (or fewer). */
  days: readonly WeeklyChartDay[];
  /** Money as the tenant writes it. */
  formatValue: (amount: number) => string;
  /** Shows the week before. */
  onPreviousWeek: () => void;
  /** Shows the week after. */
  onNextWeek: () => void;
  /** While the next week loads (the last one stays drawn so focus stays on the chart). */
  isLoading?: boolean;
  /** What an empty week says (default "No bookings this week."). */
  emptyMessage?: string;
}

const WIDTH = 350;
const PLOT = 110;
const SLOT = WIDTH / 7;

/**
 * Bookings and their value per day for one week: a bar chart of the bookings, with a data table beside it that a
 * screen reader reads (the bars are hidden from it), Previous and Next week buttons, and the left and right arrow
 * keys on the focused chart to move a week. Hand-drawn SVG (see docs/decisions/0011-weekly-chart-svg.md): seven
 * bars and their labels need no chart library, and loading this component lazily costs about a kilobyte.
 */
export function WeeklyChart({
  title,
  days,
  formatValue,
  onPreviousWeek,
  onNextWeek,
  isLoading = false,
  emptyMessage = 'No bookings this week.',
}: WeeklyChartProps) {
  const keysId = useId();
  const most = Math.max(1, ...days.map((d) => d.count));
  const totalCount = days.reduce((sum, d) => sum + d.count, 0);
  const totalValue = days.reduce((sum, d) => sum + d.value, 0);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') onPreviousWeek();
    else if (event.key === 'ArrowRight') onNextWeek();
    else return;
    event.preventDefault();
  };

  const columns: DataTableColumn<WeeklyChartDay>[] = [
    { id: 'day', header: 'Day', cell: (d) => d.label, isRowHeader: true },
    { id: 'count', header: 'Bookings', cell: (d) => d.count, align: 'end' },
    { id: 'value', header: 'Value', cell: (d) => formatValue(d.value), align: 'end' },
  ];

  return (
    <div className={styles.root} aria-busy={isLoading}>
      <div className={styles.nav}>
        <Button variant="secondary" size="small" onPress={onPreviousWeek}>
          Previous week
        </Button>
        <Button variant="secondary" size="small" onPress={onNextWeek}>
          Next week
        </Button>
      </div>
      <p role="status">
        {isLoading
          ? `Loading ${title.charAt(0).toLowerCase()}${title.slice(1)}…`
          : `${title}: ${totalCount} bookings, ${formatValue(totalValue)}`}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the chart takes the arrow keys to move a week */}
      <figure className={styles.figure} tabIndex={0} onKeyDown={onKeyDown} aria-labelledby={keysId}>
        <svg viewBox={`0 0 ${WIDTH} 160`} width="100%" aria-hidden="true" focusable="false">
          <line x1={0} x2={WIDTH} y1={130.5} y2={130.5} className={styles.axis} />
          {days.map((d, i) => {
            const height = Math.round((d.count / most) * PLOT);
            const centre = i * SLOT + SLOT / 2;
            return (
              <g key={d.key}>
                <rect x={centre - 15} y={130 - height} width={30} height={height} className={styles.bar} />
                <text x={centre} y={126 - height} textAnchor="middle" className={styles.label}>
                  {d.count}
                </text>
                <text x={centre} y={150} textAnchor="middle" className={styles.label}>
                  {d.shortLabel}
                </text>
              </g>
            );
          })}
        </svg>
        <figcaption id={keysId} className={styles.caption}>
          {title}. Left and right arrow keys move a week.
        </figcaption>
      </figure>
      {totalCount === 0 && <p>{emptyMessage}</p>}
      <DataTable
        caption={`${title}: bookings and value per day`}
        columns={columns}
        rows={days}
        rowKey={(d) => d.key}
        totals={{ count: totalCount, value: formatValue(totalValue) }}
      />
    </div>
  );
}
