import { formatCountdown } from '@cabkit/domain';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { type UiWords, useSay, useUiWords } from '../parts/words';
import { visuallyHidden } from '../theme/utils.css';
import * as styles from './Countdown.css';

/** How long before the end a countdown stops being quiet: the last two minutes. */
const CLOSING_SECONDS = 120;

/** Returns true in a countdown's last two minutes (and once it is up), when it turns prominent and may be extended. */
export function isCountdownClosing(secondsLeft: number, closingSeconds = CLOSING_SECONDS): boolean {
  return !(secondsLeft > closingSeconds);
}

/** Props of `Countdown`. */
export interface CountdownProps {
  /** Seconds left (the caller ticks it from its clock; negative counts as 0). */
  secondsLeft: number;
  /** The visible label (default the app's "Time remaining"). */
  label?: string;
  /** Seconds before the end at which it turns prominent and is announced (default 120, the last two minutes). */
  closingSeconds?: number;
  /** Gives more time (WCAG 2.2.1): offered as "Extend time" once the countdown is closing; busy while it runs. */
  onExtend?: () => Promise<void> | void;
}

/** What the polite live region says: nothing while quiet, then one sentence for the rest of the countdown. */
export function countdownAnnouncement(
  seconds: number,
  closingSeconds = CLOSING_SECONDS,
  canExtend = false,
  words: Partial<Pick<UiWords, 'timeClosing'>> = {},
): string {
  if (!isCountdownClosing(Number.isFinite(seconds) ? seconds : 0, closingSeconds)) return '';
  const minutes = Math.max(1, Math.ceil(closingSeconds / 60));
  if (words.timeClosing) return words.timeClosing(minutes, canExtend);
  const left = `Less than ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left`;
  return canExtend ? `${left}. You can extend the time.` : `${left}.`;
}

/**
 * The quote / payment countdown in mm:ss (role timer, not live). Quiet (small, muted) until its last two
 * minutes, then prominent; the polite live region speaks once, as it turns prominent, instead of every minute.
 * With `onExtend` an "Extend time" button shows while it is closing.
 */
export function Countdown({ secondsLeft, label: given, closingSeconds = CLOSING_SECONDS, onExtend }: CountdownProps) {
  const say = useSay();
  const words = useUiWords();
  const label = given ?? say('Time remaining');
  const [extending, setExtending] = useState(false);
  const text = formatCountdown(secondsLeft);
  const closing = isCountdownClosing(secondsLeft, closingSeconds);
  const extend = async () => {
    if (!onExtend || extending) return;
    setExtending(true);
    try {
      await onExtend();
    } finally {
      setExtending(false);
    }
  };
  return (
    <span className={styles.countdown} data-closing={closing ? '' : undefined}>
      <span className={styles.reading}>
        <span>{label}</span>
        <span role="timer" aria-label={`${label} ${text}`} className={styles.digits}>
          {text}
        </span>
      </span>
      {closing && onExtend ? (
        <Button variant="secondary" size="small" isPending={extending} onPress={() => void extend()}>
          {say('Extend time')}
        </Button>
      ) : null}
      <span className={visuallyHidden} aria-live="polite" aria-atomic="true">
        {countdownAnnouncement(secondsLeft, closingSeconds, Boolean(onExtend), words)}
      </span>
    </span>
  );
}
