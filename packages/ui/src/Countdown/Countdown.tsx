import { formatCountdown } from '@cabkit/domain';
import { visuallyHidden } from '../theme/utils.css';
import * as styles from './Countdown.css';

/** Props of `Countdown`. */
export interface CountdownProps {
  /** Seconds left (the caller ticks it from its clock; negative counts as 0). */
  secondsLeft: number;
  /** The visible label (default "Time remaining"). */
  label?: string;
  /** At or below this many seconds the countdown turns critical (default 60). */
  urgentBelowSeconds?: number;
}

/** What the polite live region says: once per whole minute, and when time is up. */
export function countdownAnnouncement(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  if (whole === 0) return 'Time is up';
  const minutes = Math.ceil(whole / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} remaining`;
}

/**
 * The quote / payment countdown in mm:ss (role timer, not live). A separate polite live region changes only once
 * a minute, so screen readers hear "N minutes remaining" each minute rather than every second.
 */
export function Countdown({ secondsLeft, label = 'Time remaining', urgentBelowSeconds = 60 }: CountdownProps) {
  const text = formatCountdown(secondsLeft);
  return (
    <span className={styles.countdown} data-urgent={secondsLeft <= urgentBelowSeconds ? '' : undefined}>
      <span>{label}</span>
      <span role="timer" aria-label={`${label} ${text}`} className={styles.digits}>
        {text}
      </span>
      <span className={visuallyHidden} aria-live="polite" aria-atomic="true">
        {countdownAnnouncement(secondsLeft)}
      </span>
    </span>
  );
}
