import { bookingActions, statusKind, statusLabel } from '@cabkit/domain';
import { formatCurrency } from '@cabkit/domain/money';
import { Button, buttonStyle } from '@cabkit/ui/Button';
import { EmptyState } from '@cabkit/ui/EmptyState';
import { PageLayout, PageSection } from '@cabkit/ui/PageLayout';
import { Price } from '@cabkit/ui/Price';
import { Skeleton, SkeletonCard } from '@cabkit/ui/Skeleton';
import { StatusBadge } from '@cabkit/ui/StatusBadge';
import { t } from '@lingui/core/macro';
import { Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths } from '../../../app/paths';
import { useLanguage } from '../../../i18n/language';
import { configState } from '../../../state/config';
import type { BookingView } from '../api/get-booking-info';
import { CardCheckout } from '../checkout';
import { useBookingLookup } from '../state/use-booking-lookup';
import { BookingLookupForm } from './booking-lookup-form';
import { JourneyFacts } from './booking-facts';
import * as css from './bookings.css';
import * as page from './payment-finder.css';

/** Why a found booking has nothing to pay: cancelled, paid to the driver on the day, or paid already. */
function nothingToPay(booking: BookingView): string {
  const reference = booking.Bref;
  if (statusKind(booking.Status) === 'cancelled') return t`Booking ${reference} is cancelled. There is nothing to pay.`;
  if (!booking.IsPaid && booking.PaymentType.toLowerCase() === 'cash') {
    return t`Booking ${reference} is paid to the driver on the day.`;
  }
  return t`Booking ${reference} is paid. There is nothing more to pay.`;
}

/**
 * Payment (`/payment`): pay for a booking made earlier without signing in. The visitor finds it by its code, or
 * its reference with the e-mail address or phone number given when booking; an unpaid booking shows its journey
 * and the amount, and "Pay £24.00" opens the same card sheet as the wizard (paying that booking by its job part
 * id, never a new one). A booking with nothing to pay says why, with the way to its ticket.
 */
export function PaymentFinder() {
  useLanguage();
  const config = useSnapshot(configState);
  const lookup = useBookingLookup();
  const { busy, found, refresh } = lookup;
  const [payKey, setPayKey] = useState(0);
  const [paying, setPaying] = useState(false);
  const [paidRef, setPaidRef] = useState('');

  const payable = found ? bookingActions(found, config.canCancelBooking).pay : false;
  const amount = found ? formatCurrency(found.TotalFare, found.CurrencyCode) : '';
  return (
    <PageLayout
      title={t`Pay for your booking`}
      width="narrow"
      intro={t`Pay for a booking you made earlier. No account needed.`}
    >
      <PageSection title={t`Find your booking`}>
        <BookingLookupForm
          lookup={lookup}
          className={page.form}
          codeDescription={t`On your ticket and in your confirmation e-mail.`}
          variant={found ? 'secondary' : 'primary'}
          fullWidth
        />
      </PageSection>
      {busy && (
        <Skeleton label={t`Finding your booking`}>
          <SkeletonCard lines={4} />
        </Skeleton>
      )}
      {!busy && found && paidRef === found.Bref && (
        <EmptyState
          title={t`Payment received`}
          action={
            <Link className={buttonStyle({ variant: 'primary' })} to={paths.ticket(found.TrackingCode)}>
              {t`Open the ticket`}
            </Link>
          }
        >
          {t`Thank you. Booking ${found.Bref} is paid.`}
        </EmptyState>
      )}
      {!busy && found && paidRef !== found.Bref && !payable && (
        <EmptyState
          title={t`Nothing to pay`}
          action={
            <Link className={buttonStyle({ variant: 'primary' })} to={paths.ticket(found.TrackingCode)}>
              {t`Open the ticket`}
            </Link>
          }
        >
          {nothingToPay(found)}
        </EmptyState>
      )}
      {!busy && found && paidRef !== found.Bref && payable && (
        <section className={page.card} aria-labelledby="pay-heading">
          <div className={css.headingRow}>
            <h2 id="pay-heading" className={page.cardTitle}>
              {t`Booking ${found.Bref}`}
            </h2>
            <StatusBadge {...statusLabel(found.Status, true)} status={found.Status} note={t`Not paid`} />
          </div>
          <JourneyFacts booking={found} />
          <div className={page.total}>
            <span>{t`Amount to pay`}</span>
            <Price amount={found.TotalFare} currencyCode={found.CurrencyCode} size="large" />
          </div>
          <Button fullWidth className={page.pay} isPending={paying} onPress={() => setPayKey((n) => n + 1)}>
            {t`Pay ${amount}`}
          </Button>
          <Link className={page.ticketLink} to={paths.ticket(found.TrackingCode)}>
            {t`Open the ticket`}
          </Link>
        </section>
      )}
      {found && payKey > 0 && (
        <Suspense fallback={null}>
          <CardCheckout
            openKey={payKey}
            requestId={`pay-${found.JobPartId}`}
            existing={{ jobPartId: found.JobPartId, trackingCode: found.TrackingCode, bref: found.Bref }}
            amount={found.TotalFare}
            currencyCode={found.CurrencyCode}
            onBusyChange={setPaying}
            onPaid={async () => {
              setPaidRef(found.Bref);
              await refresh();
            }}
          />
        </Suspense>
      )}
    </PageLayout>
  );
}
