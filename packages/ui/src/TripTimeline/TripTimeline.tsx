import { visuallyHidden } from '../theme/utils.css';
import * as styles from './TripTimeline.css';

/** One step of a trip. */
export interface TripStep {
  /** The status the step stands for (e.g. the live feed's "POB"). */
  id: string;
  /** What passengers read (e.g. "Passenger on board"). */
  label: string;
  /** When it was reached, as shown (e.g. "14:32"); omitted: not shown. */
  time?: string;
}

/** Props of `TripTimeline`. */
export interface TripTimelineProps {
  steps: readonly TripStep[];
  /** The id of the step reached last; steps before it are done, after it to come. Unknown: none reached. */
  currentId: string | null;
  /** The list's accessible name (default "Trip progress"). */
  label?: string;
}

/**
 * The status timeline of a trip: an ordered list, each step done, current (aria-current="step") or to come,
 * said in words for screen readers ("done", "now", "to come") as well as by colour.
 */
export function TripTimeline({ steps, currentId, label = 'Trip progress' }: TripTimelineProps) {
  const reached = currentId === null ? -1 : steps.findIndex((s) => s.id === currentId);
  return (
    <ol className={styles.list} aria-label={label}>
      {steps.map((s, index) => {
        const state = index < reached ? 'done' : index === reached ? 'current' : 'next';
        return (
          <li
            key={s.id}
            className={styles.step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.dot} aria-hidden="true" />
            <span>
              {s.label}
              <span className={visuallyHidden}>
                {state === 'done' ? ' (done)' : state === 'current' ? ' (now)' : ' (to come)'}
              </span>
            </span>
            {s.time && state !== 'next' ? <span className={styles.time}>{s.time}</span> : <span />}
          </li>
        );
      })}
    </ol>
  );
}
