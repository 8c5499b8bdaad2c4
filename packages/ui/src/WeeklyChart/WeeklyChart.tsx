import { countText } from '@cabkit/domain';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, Line, LinePath } from '@visx/shape';
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

const WIDTH = 360;
const HEIGHT = 190;
const TOP = 12;
/** The base line of the bars. */
const BASE = HEIGHT - 28;
/** Room for the left axis's counts. */
const LEFT = 34;
/** About how wide one character of the 12 px axis labels is, to leave room for the right axis's money. */
const CHAR = 7.2;
/** About how many ticks each axis has; its top is rounded up to the last one. */
const TICKS = 4;

/**
 * Bookings and their value per day for one week: bars for the bookings on the left axis and a line for their value
 * on the right axis, drawn with visx (docs/decisions/0014-weekly-chart-visx.md), with a data table beside it that a
 * screen reader reads (the drawing is hidden from it), Previous and Next week buttons, and the left and right arrow
 * keys on the focused chart to move a week. Every colour is a theme variable.
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
  const totalCount = days.reduce((sum, d) => sum + d.count, 0);
  const totalValue = days.reduce((sum, d) => sum + d.value, 0);

  const counts = scaleLinear<number>({
    domain: [0, Math.max(1, ...days.map((d) => d.count))],
    range: [BASE, TOP],
    nice: TICKS,
  });
  const values = scaleLinear<number>({
    domain: [0, Math.max(1, ...days.map((d) => d.value))],
    range: [BASE, TOP],
    nice: TICKS,
  });
  const valueTicks = values.ticks(TICKS);
  const right = Math.ceil(Math.max(...valueTicks.map((v) => formatValue(v).length)) * CHAR) + 10;
  const slots = scaleBand<string>({
    domain: days.map((d) => d.key),
    range: [LEFT, WIDTH - right],
    padding: 0.3,
  });
  const countTicks = counts.ticks(Math.min(TICKS, counts.domain()[1] ?? 1)).filter(Number.isInteger);
  const middle = (d: WeeklyChartDay) => (slots(d.key) ?? 0) + slots.bandwidth() / 2;

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
          : `${title}: ${countText(totalCount, 'booking')}, ${formatValue(totalValue)}`}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the chart takes the arrow keys to move a week */}
      <figure className={styles.figure} tabIndex={0} onKeyDown={onKeyDown} aria-labelledby={keysId}>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" aria-hidden="true" focusable="false">
          <Line from={{ x: LEFT, y: TOP }} to={{ x: LEFT, y: BASE }} className={styles.axis} />
          <Line from={{ x: WIDTH - right, y: TOP }} to={{ x: WIDTH - right, y: BASE }} className={styles.axis} />
          {countTicks.map((n) => (
            <text key={n} x={LEFT - 6} y={counts(n)} dy="0.32em" textAnchor="end" className={styles.label}>
              {n}
            </text>
          ))}
          {valueTicks.map((v) => (
            <text key={v} x={WIDTH - right + 6} y={values(v)} dy="0.32em" className={styles.label}>
              {formatValue(v)}
            </text>
          ))}
          {days.map((d) => {
            const top = counts(d.count);
            return (
              <Bar
                key={d.key}
                x={slots(d.key)}
                y={top}
                width={slots.bandwidth()}
                height={BASE - top}
                className={styles.bar}
              />
            );
          })}
          <LinePath data={[...days]} x={middle} y={(d) => values(d.value)} className={styles.valueLine} />
          {days.map((d) => (
            <circle key={d.key} cx={middle(d)} cy={values(d.value)} r={3.5} className={styles.valuePoint} />
          ))}
          <Line from={{ x: LEFT, y: BASE }} to={{ x: WIDTH - right, y: BASE }} className={styles.axis} />
          {days.map((d) => (
            <text key={d.key} x={middle(d)} y={BASE + 16} textAnchor="middle" className={styles.label}>
              {d.shortLabel}
            </text>
          ))}
        </svg>
        <div className={styles.legend} aria-hidden="true">
          <span className={styles.legendItem}>
            <span className={styles.legendBar} />
            Bookings (left)
          </span>
          <span className={styles.legendItem}>
            <span className={styles.legendLine} />
            Value (right)
          </span>
        </div>
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
