import {
  createAddress,
  createBooking,
  createFlight,
  createQuotation,
  type Booking,
  type Flight,
} from '@cabkit/domain/model';
import { DEFAULT_ERROR_MESSAGE, requiredMessage } from '@cabkit/domain/errors';
import { type BillingCaller, type PaymentMethodSwitches, paymentMethodRefusal } from '@cabkit/domain/payment';
import { type FlightDialogVariant, JOURNEY_TITLES, validateJourney } from '@cabkit/domain/validation';
import { type BookingState, emptyCustomer, heldTravelTime } from '../../../state/booking';
import { fromStoredTime } from '../../../lib/local-time';
import { type AccountPassword, contactErrors } from './contact-rules';
import { isQuoteValid } from '../../../state/quote';
import type { WizardSection } from './steps';

/** Field titles used in messages ('{title} is required'), matching the visible labels. */
export const fieldTitles = {
  pickup: JOURNEY_TITLES.PickUp,
  dropoff: JOURNEY_TITLES.PickDown,
  via: JOURNEY_TITLES.ViaAddress,
  time: JOURNEY_TITLES.Time,
  vehicle: JOURNEY_TITLES.Vehicle,
  name: 'Name',
  phone: 'Phone',
  email: 'Email',
  payment: 'Payment method',
} as const;

/** Who is booking, as far as validation cares. */
export interface BookingContext {
  /** Guests must give an e-mail (docs/behaviour/people.md#roles). */
  isGuest: boolean;
  /** Now, for time checks. */
  now: Date;
  /** Minimum minutes between now and a pickup (configuration MinLeadTime). */
  minLeadTime?: number;
  /** The tenant's zone (tenant.json `timeZone`): the earliest-pickup warning states its time on that clock. */
  timeZone?: string;
  /** The signed-in account is a booker: the customer must validate too (docs/behaviour/people.md#contact-dialog). */
  isBooker?: boolean;
  /** Guests may book (configuration; default true): a guest's e-mail is then required. */
  allowGuests?: boolean;
  /** The account password a guest typed to create an account with the booking. */
  account?: AccountPassword;
  /** Flights are entered inline in step 1 (template hint): then step 1 checks them (docs/behaviour/journey.md#layout-templates). */
  flightInline?: boolean;
  /** Flights are optional (configuration): step 1 never requires them. */
  flightsOptional?: boolean;
  /** Flight dialog variant ('autocomplete' or '360'). */
  flightVariant?: FlightDialogVariant;
  /** The outward flight as the domain spells it, when the booking has one. */
  flight?: Flight;
  /** The return flight as the domain spells it, when the booking has one. */
  returnFlight?: Flight;
  /** The tenant's payment switches and who pays: a method they do not allow is refused as the server would. */
  payment?: { switches: PaymentMethodSwitches; caller: BillingCaller | null };
}

/**
 * The journey part of the booking store as the domain's Booking (docs/behaviour/journey.md), so the domain's journey rules
 * (`validateJourney`) judge exactly what the wizard shows.
 */
export function toDomainJourney(
  state: BookingState,
  context: Pick<BookingContext, 'flight' | 'returnFlight'> = {},
): Booking {
  return createBooking({
    PickUp: state.pickup,
    PickDown: state.dropoff,
    // An empty stop is an address nobody picked (Valid false).
    ViaAddress: state.via.map((stop) => stop ?? createAddress()),
    Time: {
      Time: state.pickUpType === 'Later' ? fromStoredTime(state.time) : null,
      PickUpType: state.pickUpType,
      EarliestTime: null,
      IsValid: false,
      IsShow: false,
      IsValidReturn: true,
    },
    HasReturn: state.returnKind === 'rtn',
    ReturnDate: fromStoredTime(state.returnTime),
    VehicleId: state.vehicleId || null,
    Flight: context.flight ?? createFlight(),
    ReturnFlight: context.returnFlight ?? createFlight(),
    Quotation: state.quote
      ? { ...state.quote, RoutePath: [...state.quote.RoutePath] }
      : createQuotation({ TravelTime: heldTravelTime(state) }),
  });
}

/** The wizard's field key for a field the domain names ('PickUp' -> 'pickup', 'ViaAddress.0' -> 'via-0', ...). */
export function journeyFieldKey(domainField: string): string {
  if (domainField === 'PickUp') return 'pickup';
  if (domainField === 'PickDown') return 'dropoff';
  if (domainField === 'Time') return 'time';
  if (domainField === 'ReturnDate') return 'returnTime';
  const via = /^ViaAddress\.(\d+)$/.exec(domainField);
  if (via) return `via-${via[1]}`;
  if (domainField.startsWith('Flight.')) return `flight.${domainField.slice('Flight.'.length)}`;
  if (domainField.startsWith('ReturnFlight.')) return `returnFlight.${domainField.slice('ReturnFlight.'.length)}`;
  return domainField;
}

/** Field errors of the journey (step 1) from the domain's `validateJourney`, keyed by the wizard's field ids. */
export function validateJourneySection(state: BookingState, context: BookingContext): Record<string, string> {
  const result = validateJourney(toDomainJourney(state, context), {
    now: context.now,
    minLeadTimeMinutes: context.minLeadTime ?? 0,
    timeZone: context.timeZone,
    flightInline: context.flightInline,
    flightsOptional: context.flightsOptional,
    flightVariant: context.flightVariant,
  });
  const errors: Record<string, string> = {};
  for (const { field, message } of result.errors) {
    const key = journeyFieldKey(field);
    errors[key] ??= message;
  }
  // Quotation Codes 3 and 6 belong at the pickup field (docs/behaviour/quotation.md#quotation-codes) and keep the step from moving on.
  if (state.quoteError?.field === 'pickup') errors.pickup = state.quoteError.message;
  return errors;
}

/** Field errors of one wizard section (empty when it validates), messages as docs/behaviour/journey.md#steps words them. */
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
    case 'journey':
      return validateJourneySection(state, context);
    case 'vehicle': {
      if (!state.vehicleId) put('vehicle', requiredMessage(fieldTitles.vehicle));
      if (!isQuoteValid(state.quote)) put('fare', state.quoteError?.message ?? DEFAULT_ERROR_MESSAGE);
      break;
    }
    case 'contact':
      return contactErrors(
        state.contact,
        state.customer ?? emptyCustomer(),
        context.account ?? { createAccount: false, password: '', confirm: '' },
        { isGuest: context.isGuest, isBooker: context.isBooker ?? false, allowGuests: context.allowGuests ?? true },
      );
    case 'payment': {
      if (!state.paymentType) put('payment', requiredMessage(fieldTitles.payment));
      else if (context.payment) {
        const { switches, caller } = context.payment;
        put('payment', paymentMethodRefusal(state.paymentType, switches, caller) ?? undefined);
      }
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
