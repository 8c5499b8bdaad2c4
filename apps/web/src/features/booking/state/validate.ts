import { DEFAULT_ERROR_MESSAGE, requiredMessage } from '@cabkit/domain/errors';
import { earliestPickupTime, earliestPickupWarningFor, validateReturnDate } from '@cabkit/domain/time';
import { validateEmail, validatePhone, validateText } from '@cabkit/domain/validation';
import type { BookingState } from '../../../state/booking';
import { isQuoteValid } from './quote';
import type { WizardSection } from './steps';

/** Field titles used in messages ('{title} is required'), matching the visible labels. */
export const fieldTitles = {
  pickup: 'Pickup',
  dropoff: 'Drop-off',
  time: 'Pickup time',
  vehicle: 'Vehicle',
  name: 'Name',
  phone: 'Phone',
  email: 'Email',
  payment: 'Payment method',
} as const;

/** Who is booking, as far as validation cares. */
export interface BookingContext {
  /** Guests must give an e-mail (SPEC 5). */
  isGuest: boolean;
  /** Now, for time checks. */
  now: Date;
  /** Minimum minutes between now and a pickup (configuration MinLeadTime). */
  minLeadTime?: number;
}

/** Field errors of one wizard section (empty when it validates), messages as SPEC 5 words them. */
export function validateSection(
  section: WizardSection,
  state: BookingState,
  context: BookingContext,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const put = (field: string, message: string | undefined) => {
    if (message) errors[field] = message;
  };
  switch (section) {
    case 'journey': {
      if (!state.pickup) put('pickup', requiredMessage(fieldTitles.pickup));
      if (!state.dropoff) put('dropoff', requiredMessage(fieldTitles.dropoff));
      state.via.forEach((stop, index) => {
        if (!stop) put(`via-${index}`, requiredMessage(`Via ${index + 1}`));
      });
      const when = state.pickUpType === 'Later' && state.time ? new Date(state.time) : undefined;
      if (state.pickUpType === 'Later') {
        // Not before the earliest time: now plus the nearest driver's travel time and the lead time (SPEC 5).
        const earliest = earliestPickupTime(context.now, state.quote?.travelTime ?? 0, context.minLeadTime ?? 0);
        if (!when || Number.isNaN(when.getTime())) put('time', requiredMessage(fieldTitles.time));
        else if (when < earliest) put('time', earliestPickupWarningFor(earliest));
      }
      const back = state.returnTime ? new Date(state.returnTime) : null;
      put(
        'returnTime',
        validateReturnDate(
          {
            HasReturn: state.returnKind === 'rtn',
            ReturnDate: back && !Number.isNaN(back.getTime()) ? back : null,
            Time: { PickUpType: state.pickUpType, Time: when ?? null },
            JourneyTime: state.quote?.journeyTime ?? 0,
          },
          context.now,
        ),
      );
      if (state.quoteError?.field === 'pickup') put('pickup', state.quoteError.message);
      break;
    }
    case 'vehicle': {
      if (!state.vehicleId) put('vehicle', requiredMessage(fieldTitles.vehicle));
      if (!isQuoteValid(state.quote)) put('fare', state.quoteError?.message ?? DEFAULT_ERROR_MESSAGE);
      break;
    }
    case 'contact': {
      put('name', validateText(state.contact.name, fieldTitles.name));
      put('phone', validatePhone(state.contact.phone, fieldTitles.phone));
      put('email', validateEmail(state.contact.email, fieldTitles.email, context.isGuest));
      break;
    }
    case 'payment': {
      if (!state.paymentType) put('payment', requiredMessage(fieldTitles.payment));
      break;
    }
  }
  return errors;
}

/** Field errors of several sections together. */
export function validateSections(
  sections: readonly WizardSection[],
  state: BookingState,
  context: BookingContext,
): Record<string, string> {
  return Object.assign({}, ...sections.map((section) => validateSection(section, state, context)));
}
