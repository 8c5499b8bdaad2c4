import { Button } from '@cabkit/ui/Button';
import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useLanguage } from '../../../i18n/language';
import { BookingWizard } from '../components/booking-wizard';
import * as css from '../components/booking.css';
import { alreadyFilled, openQuickBooking, quickBookingId } from './prefill';

type Phase = { kind: 'loading' } | { kind: 'ready'; notices?: string[] } | { kind: 'error'; message: string };

/**
 * Quick booking (docs/behaviour/journey.md#lite-quick): the wizard pre-filled from the licence service's booking parameters named by the
 * link's `?id=`. A missing or refused id goes to the invalid quick-booking page; a reload keeps what the
 * user changed since.
 */
export function QuickBooking() {
  useLanguage();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = quickBookingId(search);
  const [phase, setPhase] = useState<Phase>(() => (alreadyFilled(id) ? { kind: 'ready' } : { kind: 'loading' }));

  useEffect(() => {
    if (phase.kind !== 'loading') return;
    let current = true;
    void openQuickBooking(id).then((outcome) => {
      if (!current) return;
      if (outcome.kind === 'invalid') navigate(paths.quickbookinginvalid(), { replace: true });
      else setPhase(outcome);
    });
    return () => {
      current = false;
    };
  }, [id, phase.kind, navigate]);

  if (phase.kind === 'loading') {
    return (
      <div>
        <h1>{t`Quick Booking`}</h1>
        <p role="status">{t`Loading your booking…`}</p>
      </div>
    );
  }
  if (phase.kind === 'error') {
    return (
      <div className={css.section}>
        <h1>{t`Quick booking`}</h1>
        <p className={css.alert} role="alert">
          {phase.message}
        </p>
        <Button onPress={() => setPhase({ kind: 'loading' })}>{t`Try again`}</Button>
      </div>
    );
  }
  return (
    <>
      {/* What the link gave but could not be filled in (an address not found): said once, politely, while the
          same message stays at its field. */}
      {phase.notices?.map((notice) => (
        <p key={notice} className={css.alert} role="status">
          {notice}
        </p>
      ))}
      <BookingWizard mode="quick" />
    </>
  );
}
