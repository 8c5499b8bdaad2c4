import { itemiseFare } from '@cabkit/domain';
import { flightStateText } from '@cabkit/domain/flight';
import { refundText } from '@cabkit/domain/payment';
import { accessNeedsText } from '@cabkit/domain/terms';
import { type DefinitionItem, DefinitionList } from '@cabkit/ui';
import { flightText } from '../../../lib/flight-text';
import { formatPrice } from '@cabkit/domain/money';
import { useMoney, useWhen, useWhenFormat } from '../../../i18n/formats';
import type { BookingView } from '../api/get-booking-info';
import * as css from './bookings.css';
import { pickupText } from './pickup-text';

/** The payment as words: method, and paid / not paid for electronic payments. */
function paymentText(booking: Pick<BookingView, 'PaymentType' | 'IsPaid'>): string {
  const method = booking.PaymentType.charAt(0).toUpperCase() + booking.PaymentType.slice(1);
  if (booking.PaymentType.toLowerCase() === 'cash') return `${method} (pay the driver)`;
  return `${method} (${booking.IsPaid ? 'paid' : 'not paid'})`;
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
  return booking.IsPaid ? `${fee}, kept from the refund` : `${fee}, to pay`;
}

/** "2 passengers, 1 suitcase, ..." from the stored options; '' when nothing but one passenger. */
function luggageText(booking: BookingView): string {
  const parts: [number, string, string][] = [
    [booking.Luggages, 'suitcase', 'suitcases'],
    [booking.HandBags, 'hand bag', 'hand bags'],
    [booking.SmallPets, 'small pet', 'small pets'],
    [booking.OtherPets, 'other pet', 'other pets'],
  ];
  return parts
    .filter(([count]) => count > 0)
    .map(([count, one, many]) => `${count} ${count === 1 ? one : many}`)
    .join(', ');
}

/** The journey: references, route with via stops, times and flights. */
function journeyItems(
  booking: BookingView,
  when: (iso: string) => string,
  format: { locale: string; timeZone: string },
): DefinitionItem[] {
  return [
    { term: 'Reference', description: booking.Bref, testId: 'booking-reference' },
    { term: 'Return reference', description: booking.ReturnRef },
    { term: 'Pickup time', description: pickupText(booking, format) },
    { term: 'From', description: booking.PickUp },
    { term: 'Pickup note', description: booking.PickUpNote },
    ...booking.ViaAddress.map((stop, index) => ({ term: `Via ${index + 1}`, description: stop.Address })),
    { term: 'To', description: booking.PickDown },
    { term: 'Drop-off note', description: booking.PickDownNote },
    { term: 'Return time', description: booking.ReturnDate ? when(booking.ReturnDate) : '' },
    {
      term: 'Flight',
      description: booking.FlightNo
        ? flightText(booking.FlightNo, booking.FlightFrom, booking.FlightLandingTime, when)
        : '',
    },
    {
      term: 'Flight status',
      description: flightStateText(
        booking.FlightStatus,
        booking.FlightExpectedLanding ? new Date(booking.FlightExpectedLanding) : null,
      ),
    },
    {
      term: 'Booked pickup time',
      description: booking.BookedPickupTime ? `${when(booking.BookedPickupTime)}, moved with the flight` : '',
    },
    {
      term: 'Return flight',
      description: booking.ReturnFlightNo ? flightText(booking.ReturnFlightNo, booking.ReturnFlightFrom, '') : '',
    },
    { term: 'Vehicle', description: booking.Vehicle },
  ];
}

/** Passengers, luggage and extras, the contact, the booker's customer and the note. */
export function peopleItems(booking: BookingView): DefinitionItem[] {
  return [
    { term: 'Passengers', description: String(booking.Passengers) },
    { term: 'Luggage and extras', description: luggageText(booking) },
    { term: 'Access needs', description: accessNeedsDescription(booking), testId: 'booking-access-needs' },
    { term: 'Passenger', description: booking.Name },
    { term: 'Phone', description: booking.Phone },
    { term: 'E-mail', description: booking.Email },
    { term: 'Customer', description: booking.CustomerName },
    { term: 'Customer phone', description: booking.CustomerPhone },
    { term: 'Customer e-mail', description: booking.CustomerEmail },
    { term: 'Our reference', description: booking.OurRef },
    { term: 'Booker reference', description: booking.BookerRef },
    { term: 'Note to driver', description: booking.Note },
    { term: 'Payment', description: paymentText(booking) },
    { term: 'Refund', description: refundDescription(booking), testId: 'booking-refund' },
    { term: 'Cancellation fee', description: cancellationFeeText(booking), testId: 'booking-cancellation-fee' },
  ];
}

/** The fare itemised (journey, return, tier, extras, promo, total) as a table with its caption. */
export function FareBreakdown({ booking }: { booking: BookingView }) {
  const items = itemiseFare(booking);
  const money = useMoney();
  return (
    <table className={css.fareTable}>
      <caption className={css.muted}>Fare</caption>
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
  const when = useWhen();
  const format = useWhenFormat();
  return <DefinitionList aria-label="Journey" items={journeyItems(booking, (iso) => when(iso), format)} />;
}
