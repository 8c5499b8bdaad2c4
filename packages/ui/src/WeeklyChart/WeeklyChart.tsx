import { countText } from '@cabkit/domain';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, Line } from '@visx/shape';
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

/** What the chart says around its figures, so an app words it in its reader's language (en-GB without `words`). */
interface WeeklyChartWords {
  previousWeek: string;
  nextWeek: string;
  /** The bookings column's header. */
  bookings: string;
  /** The totals row's header. */
  total: string;
  /** Said while the next period loads. */
  loading: (title: string) => string;
  /** The period in one line: "{title}: 3 bookings, £54.00". */
  summary: (title: string, count: number, value: string) => string;
  /** The caption of a chart whose arrow keys move a week. */
  keysCaption: (title: string) => string;
  /** The caption of a chart without week buttons: what it draws and that the table reads it. */
  figureCaption: (title: string, axisLabel: string, stepLabel: string) => string;
  /** The table's caption. */
  tableCaption: (title: string, axisLabel: string, stepLabel: string) => string;
}

const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

const englishWords: WeeklyChartWords = {
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  bookings: 'Bookings',
  total: 'Total',
  loading: (title) => `Loading ${lowerFirst(title)}…`,
  summary: (title, count, value) => `${title}: ${countText(count, 'booking')}, ${value}`,
  keysCaption: (title) => `${title}. Left and right arrow keys move a week.`,
  figureCaption: (title, axis, step) =>
    `${title}: ${lowerFirst(axis)} per ${step.toLowerCase()}. The table below reads each ${step.toLowerCase()}.`,
  tableCaption: (title, axis, step) => `${title}: bookings and ${lowerFirst(axis)} per ${step.toLowerCase()}`,
};

/** Props of `WeeklyChart`. */
export interface WeeklyChartProps {
  /** The period, e.g. "Week commencing 23/11/2026" or "01/01/2026 to 28/11/2026": the figure's caption. */
  title: string;
  /** The bars in order: a week's days, a month's weeks or a year's months. */
  days: readonly WeeklyChartDay[];
  /** Money as the tenant writes it (the axis, the table). */
  formatValue: (amount: number) => string;
  /** The one axis's name with its unit, e.g. "Spend (£)". */
  axisLabel?: string;
  /** What one bar is, for the table's first column: "Day" (default), "Week" or "Month". */
  stepLabel?: string;
  /** Shows the week before; without it (and `onNextWeek`) the chart has no week buttons nor arrow keys. */
  onPreviousWeek?: () => void;
  /** Shows the week after. */
  onNextWeek?: () => void;
  /** While the next week loads (the last one stays drawn so focus stays on the chart). */
  isLoading?: boolean;
  /** What an empty period says (default "No bookings this week."). */
  emptyMessage?: string;
  /** What the chart says, in the reader's language (each word left out stays en-GB). */
  words?: Partial<WeeklyChartWords>;
}

const WIDTH = 360;
const HEIGHT = 200;
const TOP = 12;
/** The base line of the bars. */
const BASE = HEIGHT - 28;
/** Room for the axis's name, written up its side. */
const TITLE = 16;
/** About how wide one character of the 12 px axis labels is, to leave room for the money ticks. */
const CHAR = 7.2;
/** About how many ticks the axis has; its top is rounded up to the last one. */
const TICKS = 4;

/**
 * Spend per day, week or month as bars on one axis of money (its name and unit up its side), drawn with visx
 * (docs/decisions/0014-weekly-chart-visx.md), with a data table beside it that a screen reader reads (the drawing is
 * hidden from it; the table also counts the bookings). With `onPreviousWeek`/`onNextWeek` it has Previous and Next
 * week buttons and the left and right arrow keys on the focused chart move a week. Every colour is a theme variable.
 */
export function WeeklyChart({
  title,
  days,
  formatValue,
  axisLabel = 'Spend',
  stepLabel = 'Day',
  onPreviousWeek,
  onNextWeek,
  isLoading = false,
  emptyMessage = 'No bookings this week.',
  words,
}: WeeklyChartProps) {
  const w = { ...englishWords, ...words };
  const keysId = useId();
  const totalCount = days.reduce((sum, d) => sum + d.count, 0);
  const totalValue = days.reduce((sum, d) => sum + d.value, 0);
  const moves = onPreviousWeek !== undefined && onNextWeek !== undefined;

  const values = scaleLinear<number>({
    domain: [0, Math.max(1, ...days.map((d) => d.value))],
    range: [BASE, TOP],
    nice: TICKS,
  });
  const valueTicks = values.ticks(TICKS);
  const left = TITLE + Math.ceil(Math.max(...valueTicks.map((v) => formatValue(v).length)) * CHAR) + 8;
  const slots = scaleBand<string>({
    domain: days.map((d) => d.key),
    range: [left, WIDTH - 4],
    padding: 0.25,
  });
  // Many bars (a year's weeks): every second or third name, so the names never overlap.
  const every = Math.max(1, Math.ceil((days.length * 32) / (WIDTH - left)));
  const middle = (d: WeeklyChartDay) => (slots(d.key) ?? 0) + slots.bandwidth() / 2;

  const onKeyDown = (event: KeyboardEvent) => {
    if (!moves) return;
    if (event.key === 'ArrowLeft') onPreviousWeek();
    else if (event.key === 'ArrowRight') onNextWeek();
    else return;
    event.preventDefault();
  };

  const columns: DataTableColumn<WeeklyChartDay>[] = [
    { id: 'day', header: stepLabel, cell: (d) => d.label, isRowHeader: true },
    { id: 'count', header: w.bookings, cell: (d) => d.count, align: 'end' },
    { id: 'value', header: axisLabel, cell: (d) => formatValue(d.value), align: 'end' },
  ];
  const drawing = (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" aria-hidden="true" focusable="false">
      <text
        x={0}
        y={0}
        transform={`translate(12 ${(TOP + BASE) / 2}) rotate(-90)`}
        textAnchor="middle"
        className={styles.label}
      >
        {axisLabel}
      </text>
      {valueTicks.map((v) => (
        <g key={v}>
          <Line from={{ x: left, y: values(v) }} to={{ x: WIDTH - 4, y: values(v) }} className={styles.grid} />
          <text x={left - 6} y={values(v)} dy="0.32em" textAnchor="end" className={styles.label}>
            {formatValue(v)}
          </text>
        </g>
      ))}
      {days.map((d) => {
        const top = values(d.value);
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
      <Line from={{ x: left, y: BASE }} to={{ x: WIDTH - 4, y: BASE }} className={styles.axis} />
      {days.map((d, i) =>
        i % every === 0 ? (
          <text key={d.key} x={middle(d)} y={BASE + 16} textAnchor="middle" className={styles.label}>
            {d.shortLabel}
          </text>
        ) : null,
      )}
    </svg>
  );

  return (
    <div className={styles.root} aria-busy={isLoading}>
      {moves && (
        <div className={styles.nav}>
          <Button variant="secondary" size="small" onPress={onPreviousWeek}>
            {w.previousWeek}
          </Button>
          <Button variant="secondary" size="small" onPress={onNextWeek}>
            {w.nextWeek}
          </Button>
        </div>
      )}
      <p role="status">{isLoading ? w.loading(title) : w.summary(title, totalCount, formatValue(totalValue))}</p>
      {moves ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the chart takes the arrow keys to move a week
        <figure className={styles.figure} tabIndex={0} onKeyDown={onKeyDown} aria-labelledby={keysId}>
          {drawing}
          <figcaption id={keysId} className={styles.caption}>
            {w.keysCaption(title)}
          </figcaption>
        </figure>
      ) : (
        <figure className={styles.figure} aria-labelledby={keysId}>
          {drawing}
          <figcaption id={keysId} className={styles.caption}>
            {w.figureCaption(title, axisLabel, stepLabel)}
          </figcaption>
        </figure>
      )}
      {totalCount === 0 && <p>{emptyMessage}</p>}
      <DataTable
        caption={w.tableCaption(title, axisLabel, stepLabel)}
        totalsLabel={w.total}
        columns={columns}
        rows={days}
        rowKey={(d) => d.key}
        totals={{ count: totalCount, value: formatValue(totalValue) }}
      />
    </div>
  );
}
