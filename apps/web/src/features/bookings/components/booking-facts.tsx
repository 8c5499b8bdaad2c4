import { itemiseFare } from '@cabkit/domain';
import { flightStateText } from '@cabkit/domain/flight';
import { refundText } from '@cabkit/domain/payment';
import { accessNeedsText } from '@cabkit/domain/terms';
import { type DefinitionItem, DefinitionList } from '@cabkit/ui';
import { visuallyHidden } from '@cabkit/ui/theme';
import { plural, t } from '@lingui/core/macro';
import { flightText } from '../../../lib/flight-text';
import { formatPrice } from '@cabkit/domain/money';
import { useMoney, useWhen, useWhenFormat } from '../../../i18n/formats';
import { useLanguage } from '../../../i18n/language';
import type { BookingView } from '../api/get-booking-info';
import * as css from './bookings.css';
import { pickupText } from './pickup-text';

/** The payment as words: method, and paid / not paid for electronic payments. */
function paymentText(booking: Pick<BookingView, 'PaymentType' | 'IsPaid'>): string {
  const method = booking.PaymentType.charAt(0).toUpperCase() + booking.PaymentType.slice(1);
  if (booking.PaymentType.toLowerCase() === 'cash') return t`${method} (pay the driver)`;
  return booking.IsPaid ? t`${method} (paid)` : t`${method} (not paid)`;
}

/** The refund of a cancelled paid booking in words (the domain's `refundText`); '' when there is none. */
function refundDescription(
  booking: Pick<BookingView, 'RefundStatus' | 'RefundAmount' | 'RefundedAt' | 'CurrencyCode'>,
) {
  if (!booking.RefundStatus) return '';
  return refundText({
    status: booking.RefundStatus,
    amount: booking.RefundAmount,
    currencyCode: booking.CurrencyCode,
    refundedAt: booking.RefundedAt ? new Date(booking.RefundedAt) : null,
  });
}

/** The access needs and child seats by type, e.g. "Wheelchair-accessible vehicle, 1 booster seat"; '' for none. */
function accessNeedsDescription(booking: Pick<BookingView, 'AccessNeeds'>): string {
  return booking.AccessNeeds ? accessNeedsText(booking.AccessNeeds).join(', ') : '';
}

/** The fee a cancel kept (off the refund) or that is owed (cash and unpaid bookings); '' when none. */
function cancellationFeeText(booking: Pick<BookingView, 'CancellationFee' | 'CurrencyCode' | 'IsPaid'>): string {
  if (!booking.CancellationFee) return '';
  // Pennies shown, as the cancel question worded the fee.
  const fee = formatPrice(booking.CancellationFee, booking.CurrencyCode);
  return booking.IsPaid ? t`${fee}, kept from the refund` : t`${fee}, to pay`;
}

/** "2 passengers, 1 suitcase, ..." from the stored options; '' when nothing but one passenger. */
function luggageText(booking: BookingView): string {
  const { Luggages, HandBags, SmallPets, OtherPets } = booking;
  const parts: [number, () => string][] = [
    [Luggages, () => plural(Luggages, { one: '# suitcase', other: '# suitcases' })],
    [HandBags, () => plural(HandBags, { one: '# hand bag', other: '# hand bags' })],
    [SmallPets, () => plural(SmallPets, { one: '# small pet', other: '# small pets' })],
    [OtherPets, () => plural(OtherPets, { one: '# other pet', other: '# other pets' })],
  ];
  return parts
    .filter(([count]) => count > 0)
    .map(([, words]) => words())
    .join(', ');
}

/** The booked pickup time a flight's landing moved. */
const movedWithFlight = (time: string) => t`${time}, moved with the flight`;

/** The journey: references, route with via stops, times and flights. */
function journeyItems(
  booking: BookingView,
  when: (iso: string) => string,
  format: { locale: string; timeZone: string },
): DefinitionItem[] {
  return [
    { term: t`Reference`, description: booking.Bref, testId: 'booking-reference' },
    { term: t`Return reference`, description: booking.ReturnRef },
    { term: t`Pickup time`, description: pickupText(booking, format) },
    { term: t`From`, description: booking.PickUp },
    { term: t`Pickup note`, description: booking.PickUpNote },
    ...booking.ViaAddress.map((stop, index) => {
      const number = index + 1;
      return { term: t`Via ${number}`, description: stop.Address };
    }),
    { term: t`To`, description: booking.PickDown },
    { term: t`Drop-off note`, description: booking.PickDownNote },
    { term: t`Return time`, description: booking.ReturnDate ? when(booking.ReturnDate) : '' },
    {
      term: t`Flight`,
      description: booking.FlightNo
        ? flightText(booking.FlightNo, booking.FlightFrom, booking.FlightLandingTime, when)
        : '',
    },
    {
      term: t`Flight status`,
      description: flightStateText(
        booking.FlightStatus,
        booking.FlightExpectedLanding ? new Date(booking.FlightExpectedLanding) : null,
      ),
    },
    {
      term: t`Booked pickup time`,
      description: booking.BookedPickupTime ? movedWithFlight(when(booking.BookedPickupTime)) : '',
    },
    {
      term: t`Return flight`,
      description: booking.ReturnFlightNo ? flightText(booking.ReturnFlightNo, booking.ReturnFlightFrom, '') : '',
    },
    { term: t`Vehicle`, description: booking.Vehicle },
  ];
}

/** Passengers, luggage and extras, the contact, the booker's customer and the note. */
export function peopleItems(booking: BookingView): DefinitionItem[] {
  return [
    { term: t`Passengers`, description: String(booking.Passengers) },
    { term: t`Luggage and extras`, description: luggageText(booking) },
    { term: t`Access needs`, description: accessNeedsDescription(booking), testId: 'booking-access-needs' },
    { term: t`Passenger`, description: booking.Name },
    { term: t`Phone`, description: booking.Phone },
    { term: t`E-mail`, description: booking.Email },
    { term: t`Customer`, description: booking.CustomerName },
    { term: t`Customer phone`, description: booking.CustomerPhone },
    { term: t`Customer e-mail`, description: booking.CustomerEmail },
    { term: t`Our reference`, description: booking.OurRef },
    { term: t`Booker reference`, description: booking.BookerRef },
    { term: t`Note to driver`, description: booking.Note },
    { term: t`Payment`, description: paymentText(booking) },
    { term: t`Refund`, description: refundDescription(booking), testId: 'booking-refund' },
    { term: t`Cancellation fee`, description: cancellationFeeText(booking), testId: 'booking-cancellation-fee' },
  ];
}

/** The fare itemised (journey, return, tier, extras, promo, total) as a table with its caption. */
export function FareBreakdown({ booking }: { booking: BookingView }) {
  useLanguage();
  const items = itemiseFare(booking);
  const money = useMoney();
  return (
    <table className={css.fareTable}>
      {/* The section's heading already says "Fare" on screen: the caption names the table for screen readers only. */}
      <caption className={visuallyHidden}>{t`Fare`}</caption>
      <tbody>
        {items.map((item) => (
          <tr key={item.kind}>
            <th scope="row" className={css.fareCell}>
              {item.kind === 'total' ? <strong>{item.label}</strong> : item.label}
            </th>
            <td className={css.fareAmount} data-testid={`fare-${item.kind}`}>
              {item.kind === 'total' ? (
                <strong>{money(item.amount, booking.CurrencyCode)}</strong>
              ) : item.amount < 0 ? (
                `−${money(-item.amount, booking.CurrencyCode)}`
              ) : (
                money(item.amount, booking.CurrencyCode)
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The journey facts as a definition list. */
export function JourneyFacts({ booking }: { booking: BookingView }) {
  useLanguage();
  const when = useWhen();
  const format = useWhenFormat();
  return <DefinitionList aria-label={t`Journey`} items={journeyItems(booking, (iso) => when(iso), format)} />;
}
