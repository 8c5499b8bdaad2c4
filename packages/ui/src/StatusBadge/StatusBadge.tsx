import { useSay } from '../parts/words';
import { visuallyHidden } from '../theme/utils.css';
import { badge } from './StatusBadge.css';

/** Props of `StatusBadge`. */
export interface StatusBadgeProps {
  /** The status as stored ("Upcoming", "Cancelled", ...): shown as it is, in the page's language where it has words. */
  status: string;
  /** The colour role (from the domain's `statusLabel`). */
  tone?: 'success' | 'critical' | 'warning' | 'info' | 'neutral';
  /** Extra words after the status ("Not paid"). */
  note?: string;
  /** Words read before the status by screen readers (default "Status:"). */
  srPrefix?: string;
}

/** A booking status as a badge: the status text (never colour alone), an optional note, a hidden "Status:" prefix. */
export function StatusBadge({ status, tone = 'neutral', note, srPrefix }: StatusBadgeProps) {
  const say = useSay();
  const prefix = srPrefix ?? say('Status:');
  return (
    <span className={badge({ tone })} data-tone={tone} data-testid="status-badge">
      {prefix && <span className={visuallyHidden}>{prefix} </span>}
      {say(status)}
      {note && <span> · {note}</span>}
    </span>
  );
}
