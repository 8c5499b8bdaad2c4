import { useLanguage } from '../../../i18n/language';
import { t } from '@lingui/core/macro';
import { Countdown } from '@cabkit/ui/Countdown';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { bookingState } from '../../../state/booking';
import { expireQuotation, extendQuotation, quoteSecondsLeft } from '../../../state/expiry';
import * as css from './booking.css';

/**
 * Time left on the quotation (QuoteTimeout): quiet until its last two minutes, then prominent with "Extend time"
 * (a requote); expiry resets the booking and opens the expired dialog.
 */
export function QuoteCountdown() {
  useLanguage();
  const { quote } = useSnapshot(bookingState);
  const [seconds, setSeconds] = useState(() => quoteSecondsLeft(new Date()));

  useEffect(() => {
    if (!quote?.ExpiresAt) return;
    const tick = () => {
      const left = quoteSecondsLeft(new Date());
      setSeconds(left);
      if (left === 0) expireQuotation();
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [quote?.ExpiresAt]);

  if (!quote?.ExpiresAt || seconds === 0) return null;
  return (
    <p className={css.muted}>
      <Countdown label={t`Quote valid for`} secondsLeft={seconds} onExtend={extendQuotation} />
    </p>
  );
}
