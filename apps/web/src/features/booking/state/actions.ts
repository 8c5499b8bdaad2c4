import { DEFAULT_ERROR_MESSAGE } from '@cabkit/domain/errors';
import { WAITING_TIME_DEFAULT } from '@cabkit/domain/model';
import { checkAddressChoice, clampWaitingTime, normalizePhone } from '@cabkit/domain/validation';
import { clampStep, nextStep, stepBack } from '@cabkit/domain/wizard';
import { userMessage } from '../../../api/errors';
import { bookingState, type ContactDetails, type Place, resetBooking, setFieldError } from '../../../state/booking';
import { configState, tenantDialingCode } from '../../../state/config';
import { isBooker, isSignedIn, openSignIn, sessionState } from '../../../state/session';
import { type CreateBookingRequest, createBooking } from '../../../api/create-booking';
import { payableFare, priceTiersState } from '../../extras';
import { flightRequestFields, flightWaitingMinutes, loadFlightChecks } from '../../flights';
import { bookingDate, isQuoteValid, quotationRequest, quoteSettled, requestQuote } from '../../../state/quote';
import { accountPasswordState, contactDialogState, signInRequired } from './people';
import type { WizardSection } from './steps';

/** Which address field a place goes into. */
export type AddressField = 'pickup' | 'dropoff' | { via: number };

function fieldKey(field: AddressField): string {
  return typeof field === 'string' ? field : `via-${field.via}`;
}

/**
 * Puts a chosen place into an address field and requotes. The domain's `checkAddressChoice` refuses
 * (docs/behaviour/journey.md#address-choice) an address without a postcode ('Try a more specific address.') and a
 * place the journey already has (the generic error); a refused place is not kept and its box empties. Returns
 * false when refused.
 */
export function chooseAddress(field: AddressField, place: Place | null): boolean {
  const key = fieldKey(field);
  if (place) {
    const otherVias = bookingState.via.filter(
      (stop, index): stop is Place => stop !== null && (typeof field === 'string' || field.via !== index),
    );
    const choice = checkAddressChoice(
      place,
      field === 'pickup' ? 'Pickup' : field === 'dropoff' ? 'Dropoff' : 'ViaAddress',
      {
        PickUp: bookingState.pickup,
        PickDown: bookingState.dropoff,
        ViaAddress: otherVias,
      },
    );
    if (!choice.accepted) {
      setFieldError(key, choice.message);
      assignAddress(field, null);
      return false;
    }
  }
  setFieldError(key, undefined);
  if (field === 'pickup' && bookingState.quoteError?.field === 'pickup') bookingState.quoteError = null;
  assignAddress(field, place);
  return true;
}

function assignAddress(field: AddressField, place: Place | null): void {
  if (field === 'pickup') bookingState.pickup = place;
  else if (field === 'dropoff') bookingState.dropoff = place;
  else bookingState.via[field.via] = place;
  void requestQuote();
}

/** Adds an empty via stop at the end. */
export function addViaStop(): void {
  bookingState.via.push(null);
}

/** Removes a via stop and requotes. */
export function removeViaStop(index: number): void {
  bookingState.via.splice(index, 1);
  for (const key of Object.keys(bookingState.errors)) if (key.startsWith('via-')) delete bookingState.errors[key];
  void requestQuote();
}

/** Moves a via stop one place up (-1) or down (+1) and requotes. */
export function moveViaStop(index: number, direction: -1 | 1): void {
  const target = index + direction;
  if (target < 0 || target >= bookingState.via.length) return;
  const stops = [...bookingState.via];
  [stops[index], stops[target]] = [stops[target] ?? null, stops[index] ?? null];
  bookingState.via = stops;
  void requestQuote();
}

/** Sets the wait-and-return waiting time, clamped to 0-180 minutes in steps of 15 (docs/behaviour/flights.md#flight-timeline), and requotes. */
export function setWaitingTime(minutes: number): void {
  const waitingTime = clampWaitingTime(Number.isFinite(minutes) ? minutes : WAITING_TIME_DEFAULT);
  if (waitingTime === bookingState.waitingTime) return;
  bookingState.waitingTime = waitingTime;
  // The waiting time is priced (docs/behaviour/flights.md#flight-timeline: a wait-and-return change requotes).
  void requestQuote();
}

/** Chooses a vehicle type and requotes. */
export function chooseVehicle(vehicleId: number): void {
  bookingState.vehicleId = vehicleId;
  setFieldError('vehicle', undefined);
  void requestQuote();
}

/** Changes one contact field and clears its error. */
export function setContact(field: keyof ContactDetails, value: string): void {
  bookingState.contact[field] = value;
  setFieldError(field, undefined);
}

/** Chooses the payment method. */
export function choosePayment(method: 'cash' | 'card' | 'paypal'): void {
  bookingState.paymentType = method;
  setFieldError('payment', undefined);
}

/** Sets the note to the driver. */
export function setNote(note: string): void {
  bookingState.note = note;
}

/**
 * Validates the given sections, stores their errors, and says whether they passed. The validators load on
 * first use: they carry the phone-number metadata, which the first screen does not need.
 */
/** The signed-in account as payment rules see it (a guest has neither id). */
function billingCaller() {
  const profile = sessionState.profile;
  return profile ? { customerId: profile.Id || null, bookerId: profile.BookerId || null } : null;
}

export async function checkSections(sections: readonly WizardSection[], now = new Date()): Promise<boolean> {
  // Step 3 gates (docs/behaviour/people.md#step-gates): a guest signs in first when guests may not book.
  if (sections.includes('contact') && signInRequired()) {
    openSignIn('confirmBooking');
    return false;
  }
  const { validateSections } = await import('./validate');
  const errors = validateSections(sections, bookingState, {
    isGuest: !isSignedIn(),
    isBooker: isBooker(),
    allowGuests: configState.allowGuests,
    account: accountPasswordState,
    now,
    minLeadTime: configState.minLeadTime,
    timeZone: configState.timeZone,
    payment: { switches: configState, caller: billingCaller() },
  });
  // Flights (docs/behaviour/flights.md#flight-dialog): inline flight fields check with the journey; otherwise the flight-details dialog opens
  // before the step holding the contact is left.
  const { checkFlightStep } = await loadFlightChecks();
  const flights = checkFlightStep(sections, bookingState, errors);
  for (const key of Object.keys(bookingState.errors)) delete bookingState.errors[key];
  Object.assign(bookingState.errors, errors);
  // A booker's customer and passenger are edited in the contact dialog: it opens on the invalid tab.
  if (isBooker() && sections.includes('contact') && Object.keys(errors).some(isPeopleError))
    contactDialogState.open = true;
  return Object.keys(errors).length === 0 && flights !== 'dialog';
}

/** Moves to the next step when the current one validates (docs/behaviour/journey.md#steps: forward only when valid). */
export async function goNext(steps: readonly (readonly WizardSection[])[], now = new Date()): Promise<boolean> {
  const current = clampStep(bookingState.step, steps.length);
  const sections = steps[current - 1] ?? [];
  // A step with the journey or the vehicle is left only with a valid fare: wait for the quotation on its way.
  const needsFare = sections.includes('journey') || sections.includes('vehicle');
  if (needsFare) await quoteSettled();
  if (!(await checkSections(sections, now))) return false;
  if (needsFare && !isQuoteValid(bookingState.quote)) {
    setFieldError('fare', bookingState.quoteError?.message || DEFAULT_ERROR_MESSAGE);
    return false;
  }
  // The quotation ran out (back to step 1) or the user went back while the fare was on its way.
  if (clampStep(bookingState.step, steps.length) !== current) return false;
  bookingState.step = nextStep(steps.length, current, true);
  return true;
}

/** Goes back one step, or to a given earlier step; never below 1 (the domain's `stepBack`). */
export function goBack(steps: readonly unknown[], to?: number): void {
  bookingState.step = stepBack(steps.length, bookingState.step, to);
}

const peopleErrorKeys = new Set(['name', 'phone', 'email']);
function isPeopleError(key: string): boolean {
  return peopleErrorKeys.has(key) || key.startsWith('customer.');
}

/**
 * Who books (docs/behaviour/people.md#roles): the signed-in customer's or booker's ids, the booker's customer, the dialing code, and a
 * guest's account password (the server creates the account and hashes it; it never trusts a client hash).
 */
function peopleFields(): Partial<CreateBookingRequest> {
  const profile = sessionState.profile;
  const { customer, contact } = bookingState;
  const fields: Partial<CreateBookingRequest> = { dialingcode: tenantDialingCode(contact.dialingCode) };
  if (profile) {
    fields.custid = profile.Id;
    if (profile.BookerId > 0) {
      fields.bookerid = profile.BookerId;
      fields.customerfirstname = customer.firstName.trim();
      fields.customerlastname = customer.lastName.trim();
      fields.customerphone = normalizePhone(customer.phone);
      fields.customerdialingcode = tenantDialingCode(customer.dialingCode);
      fields.customeremail = customer.email.trim();
      fields.ourref = customer.ourRef.trim();
    }
  } else if (accountPasswordState.password.trim()) {
    fields.passwordhash = accountPasswordState.password;
  }
  return fields;
}

/** A fresh idempotency key for a booking request. */
function newRequestId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The idempotency key for the booking as it stands: the same while nothing booked changes, so a retry (a lost
 * answer, a declined card paid again) stores and pays one booking; a new one once the vehicle, time, promo or any
 * other booked field changes, so the changed booking is never answered, or paid, as the one stored before.
 */
export function currentRequestId(): string {
  const body = bookingRequest('');
  const bookingFor = body ? JSON.stringify(body) : '';
  if (!bookingState.requestId || bookingState.requestFor !== bookingFor) {
    bookingState.requestId = newRequestId();
    bookingState.requestFor = bookingFor;
  }
  return bookingState.requestId;
}

/** The createbookingTest body for the current booking; undefined when it cannot be priced. */
export function bookingRequest(requestId: string): CreateBookingRequest | undefined {
  const quoteRequest = quotationRequest(bookingState, configState.source, configState.currencyCode);
  const date = bookingDate(bookingState);
  const { quote, contact, options } = bookingState;
  if (!quoteRequest || !date || !quote || !bookingState.paymentType) return undefined;
  return {
    requestid: requestId,
    quotationid: quote.QuotationId,
    source: configState.source,
    rtntype: bookingState.returnKind,
    note: bookingState.note,
    vehtypeid: bookingState.vehicleId,
    viaaddresses: quoteRequest.viaaddresses,
    fare: quote.Fare,
    returnfare: quote.ReturnFare,
    // The tier's price less the promo code: the server prices both itself and refuses a different total.
    totalfare: payableFare(bookingState, priceTiersState.tiers) ?? quote.TotalFare,
    pricetier: bookingState.priceTier,
    currencycode: quote.CurrencyCode,
    pick: quoteRequest.pick,
    picklat: quoteRequest.picklat,
    picklng: quoteRequest.picklng,
    pickpostcode: quoteRequest.pickpostcode,
    doff: quoteRequest.doff,
    dofflat: quoteRequest.dofflat,
    dofflng: quoteRequest.dofflng,
    droppostcode: quoteRequest.droppostcode,
    passengers: options.passengers,
    luggages: options.luggages,
    handbags: options.handBags,
    smallpets: options.smallPets,
    otherpets: options.otherPets,
    smallchilds: options.smallChilds,
    largechilds: options.largeChilds,
    infantseats: bookingState.access.infantSeats,
    wheelchair: bookingState.access.wheelchair,
    assistance: bookingState.access.assistance,
    assistancedog: bookingState.access.assistanceDog,
    paymentmethod: bookingState.paymentType,
    promoid: bookingState.promoId,
    bookingdate: date,
    returndate: quoteRequest.returndate,
    traveltime: quote.JourneyTime,
    distance: quote.RouteDistance,
    returntraveltime: quote.ReturnJourneyTime,
    returndistance: quote.ReturnRouteDistance,
    name: contact.name.trim(),
    phone: normalizePhone(contact.phone),
    email: contact.email.trim(),
    // A wait-and-return books the quoted wait; an airport pickup with a flight the wait chosen after landing.
    waitingtime:
      bookingState.returnKind === 'w&r'
        ? clampWaitingTime(bookingState.waitingTime ?? WAITING_TIME_DEFAULT)
        : flightWaitingMinutes(bookingState),
    ...peopleFields(),
    ...flightRequestFields(bookingState),
  };
}

/**
 * Validates every step before the booking is paid or sent (docs/behaviour/payment.md#checkout, "Book now"), jumping to the first step that
 * fails, after the quotation on its way has settled (the fare paid is the latest quotation's). Gives the booking
 * its idempotency key, which every retry reuses. True when the booking may go.
 */
export async function checkEveryStep(steps: readonly (readonly WizardSection[])[], now = new Date()): Promise<boolean> {
  await quoteSettled();
  for (let index = 0; index < steps.length; index++) {
    if (!(await checkSections(steps[index] ?? [], now))) {
      bookingState.step = index + 1;
      return false;
    }
  }
  currentRequestId();
  bookingState.submitError = '';
  return true;
}

/**
 * Sends a checked booking: POSTs createbookingTest with the booking's request id (a retry reuses it, so the server
 * never stores a second booking) and returns the tracking code for the confirmation page. On failure the booking
 * is kept as typed and `submitError` says why.
 */
export async function sendBooking(): Promise<string | undefined> {
  if (bookingState.submitting) return undefined;
  const body = bookingRequest(currentRequestId());
  if (!body) {
    bookingState.submitError = DEFAULT_ERROR_MESSAGE;
    return undefined;
  }
  bookingState.submitting = true;
  bookingState.submitError = '';
  try {
    const response = await createBooking(body);
    resetBooking();
    return response.TrackingCode;
  } catch (error) {
    bookingState.submitError = userMessage(error);
    return undefined;
  } finally {
    bookingState.submitting = false;
  }
}
