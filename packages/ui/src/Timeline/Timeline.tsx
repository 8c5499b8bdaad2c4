import { clampTimelinePercent, flightTimeline, formatTime } from '@cabkit/domain';
import * as styles from './Timeline.css';
import { useSay } from '../parts/words';

/** Props of `Timeline`. */
export interface TimelineProps {
  /** The flight's landing time. */
  landing: Date;
  /** The chosen pickup (default landing + 30 minutes rounded up to 5, docs/behaviour/flights.md#flight-timeline). */
  pickup?: Date | null;
  /** The block's label (default "Flight and waiting time"). */
  label?: string;
  /** The waiting time the passenger chose after the pickup, in minutes (default 60: the free wait). */
  waitingMinutes?: number;
}

const KIND_TEXT = { landing: 'Landing', pickup: 'Pickup', waitEnd: 'Free wait ends' } as const;

/**
 * The flight/wait timeline (docs/behaviour/flights.md#flight-timeline): landing, pickup and the end of the free wait, with the pickup's position
 * between landing and wait end as a progress bar clamped to 20-60 %.
 */
export function Timeline({ landing, pickup, label = 'Flight and waiting time', waitingMinutes }: TimelineProps) {
  const say = useSay();
  const timeline = flightTimeline(landing, pickup, waitingMinutes);
  const percent = Math.round(clampTimelinePercent(timeline.percent));
  return (
    <section className={styles.timeline} aria-label={label}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={say('Pickup within the free waiting time')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`Pickup at ${formatTime(timeline.pickup)}, free wait until ${formatTime(timeline.waitEnd)}`}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <ol className={styles.points}>
        {timeline.items.map((item) => (
          <li key={item.Kind} className={styles.point} data-kind={item.Kind}>
            <span>{KIND_TEXT[item.Kind]}</span>
            <time className={styles.time} dateTime={item.Time.toISOString()}>
              {formatTime(item.Time)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
