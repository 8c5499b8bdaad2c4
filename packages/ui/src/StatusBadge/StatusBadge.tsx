import { visuallyHidden } from '../theme/utils.css';
import { badge } from './StatusBadge.css';

/** Props of `StatusBadge`. */
export interface StatusBadgeProps {
  /** The status as stored ("Upcoming", "Cancelled", ...): shown as it is. */
  status: string;
  /** The colour role (from the domain's `statusLabel`). */
  tone?: 'success' | 'critical' | 'warning' | 'info' | 'neutral';
  /** Extra words after the status ("Not paid"). */
  note?: string;
  /** Words read before the status by screen readers (default "Status:"). */
  srPrefix?: string;
}

/** A booking status as a badge: the status text (never colour alone), an optional note, a hidden "Status:" prefix. */
export function StatusBadge({ status, tone = 'neutral', note, srPrefix = 'Status:' }: StatusBadgeProps) {
  return (
    <span className={badge({ tone })} data-tone={tone} data-testid="status-badge">
      {srPrefix && <span className={visuallyHidden}>{srPrefix} </span>}
      {status}
      {note && <span> · {note}</span>}
    </span>
  );
}
