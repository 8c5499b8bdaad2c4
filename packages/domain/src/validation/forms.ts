import {
  ARRIVING_FROM_AIRPORT_REQUIRED,
  ARRIVING_FROM_REQUIRED,
  FLIGHT_DETAILS_TICK_MESSAGE,
  FLIGHT_FINDER_AIRLINE_REQUIRED,
  FLIGHT_FINDER_DATETIME_REQUIRED,
  FLIGHT_NUMBER_REQUIRED,
  requiredMessage,
} from '../errors/messages';
import type { Contact, Customer, Flight, FlightSearchItem, Payment, SignIn, SignUp } from '../model/entities';
import { type CardElementState, cardElementMessage, validateCardNumber, validateCvc, validateExpiry } from './card';
import {
  isBlank,
  validateConfirmPassword,
  validateEmail,
  validatePassword,
  validatePostcode,
  validateText,
} from './fields';
import { validatePhone } from './phone';
import { type FieldError, type ValidationResult, toResult } from './types';

/** Titles used in contact and customer messages ('{title} is required'). */
const CONTACT_TITLES = {
  FirstName: 'First name',
  LastName: 'Last name',
  Name: 'Name',
  Phone: 'Phone',
  Email: 'Email',
  Password: 'Password',
  ConfirmPassword: 'Confirm password',
  OurRef: 'Our reference',
} as const;

/** Who is booking and where, for the contact rules (docs/behaviour/people.md#contact-validation). */
export interface ContactContext {
  /** The user is signed in (profile with Id). */
  isSignedIn: boolean;
  /** The user is a booker (profile with BookerId). */
  isBooker: boolean;
  /** Guests may book (configuration). */
  allowGuests: boolean;
  /** The deployment; '360' skips contact checks after login. */
  deployment?: 'standard' | '360';
  /** The form asks for the name in one piece (`Name`, titled 'Name') instead of first and last name. */
  nameInOnePiece?: boolean;
  /** The password typed again, where the form asks for it; checked against `Password` when an account is made. */
  confirmPassword?: string;
}

/** Contact validation outcome plus the tab to show when it fails (docs/behaviour/people.md#contact-validation). */
export type ContactValidation = ValidationResult & {
  /** Tab holding the first invalid part; undefined when valid. */
  tab?: 'customer' | 'passenger';
};

/** Validates a booker's customer: first name and phone required, email optional but pattern-checked (docs/behaviour/people.md#contact-validation). */
export function validateCustomer(customer: Customer): ValidationResult {
  return toResult([
    ['FirstName', validateText(customer.FirstName, CONTACT_TITLES.FirstName)],
    ['Phone', validatePhone(customer.Phone, CONTACT_TITLES.Phone, customer.DialingCode)],
    ['Email', validateEmail(customer.Email, CONTACT_TITLES.Email, false)],
    ['LastName', validateText(customer.LastName, CONTACT_TITLES.LastName, { required: false })],
    ['OurRef', validateText(customer.OurRef, CONTACT_TITLES.OurRef, { required: false })],
  ]);
}

/** Returns true when a contact's password is set, which creates an account (docs/behaviour/people.md#roles). */
export function createsAccount(contact: Pick<Contact, 'Password' | 'AsAccount'>): boolean {
  return contact.AsAccount || !isBlank(contact.Password);
}

/** Validates the passenger contact for a guest, a signed-in customer, a booker or the '360' deployment (docs/behaviour/people.md#contact-dialog). */
export function validateContact(contact: Contact, context: ContactContext, customer?: Customer): ContactValidation {
  if (context.deployment === '360' && context.isSignedIn) return { ok: true, errors: [] };
  if (context.isSignedIn && !context.isBooker) {
    // Read-only contact locked to the profile: only a name must be present.
    const hasName = !isBlank(contact.FirstName) || !isBlank(contact.Name);
    return hasName
      ? { ok: true, errors: [] }
      : {
          ok: false,
          errors: [{ field: 'FirstName', message: requiredMessage(CONTACT_TITLES.Name) }],
          tab: 'passenger',
        };
  }
  const isGuest = !context.isSignedIn;
  const makesAccount = isGuest && createsAccount(contact);
  const passenger = toResult([
    context.nameInOnePiece
      ? ['Name', validateText(contact.Name, CONTACT_TITLES.Name)]
      : ['FirstName', validateText(contact.FirstName, CONTACT_TITLES.FirstName)],
    ['Phone', validatePhone(contact.Phone, CONTACT_TITLES.Phone, contact.DialingCode)],
    ['Email', validateEmail(contact.Email, CONTACT_TITLES.Email, isGuest && context.allowGuests)],
    ['LastName', validateText(contact.LastName, CONTACT_TITLES.LastName, { required: false })],
    ['Password', makesAccount ? validatePassword(contact.Password, CONTACT_TITLES.Password) : undefined],
    [
      'ConfirmPassword',
      makesAccount && context.confirmPassword !== undefined
        ? validateConfirmPassword(contact.Password, context.confirmPassword, CONTACT_TITLES.ConfirmPassword)
        : undefined,
    ],
  ]);
  const errors: FieldError[] = [];
  let tab: 'customer' | 'passenger' | undefined;
  if (context.isBooker) {
    const customerResult = validateCustomer(customer ?? ({} as Customer));
    if (!customerResult.ok) {
      tab = 'customer';
      for (const error of customerResult.errors)
        errors.push({ field: `Customer.${error.field}`, message: error.message });
    }
  }
  if (!passenger.ok) {
    tab ??= 'passenger';
    errors.push(...passenger.errors);
  }
  return errors.length === 0 ? { ok: true, errors: [] } : { ok: false, errors, tab };
}

/** The card gateway kind: Stripe card elements, or a gateway taking raw card fields (docs/behaviour/payment.md#card-validation). */
export type GatewayKind = 'stripe' | 'other';

/** Returns 'stripe' when the configured PaymentGateway is Stripe (any case), else 'other'. */
export function gatewayKind(paymentGateway: string | null | undefined): GatewayKind {
  return (paymentGateway ?? '').trim().toLowerCase() === 'stripe' ? 'stripe' : 'other';
}

/** States of the three Stripe card elements. */
export interface StripeElementsState {
  /** Card number element. */
  cardNumber: CardElementState;
  /** Expiry element. */
  cardExpiry: CardElementState;
  /** CVC element. */
  cardCvc: CardElementState;
}

/** Titles used in card payment messages. */
const PAYMENT_TITLES = {
  Name: 'Name on card',
  City: 'City',
  PostalCode: 'Postal code',
  AddressLine1: 'Address line 1',
  AddressLine2: 'Address line 2',
  Country: 'Country',
  CVC: 'CVC',
} as const;

/**
 * The billing address a card gateway asks for, as the server reports it with the gateway settings: `none` (its own
 * card fields collect what it needs, as Stripe's Payment Element does), `postcode` (the postcode only) or `address`
 * (postcode, address lines, city and country).
 */
export type CardBilling = 'none' | 'postcode' | 'address';

/** Reads a reported billing need; anything unknown asks for the postcode, the least a card check needs. */
export function cardBilling(value: string | null | undefined): CardBilling {
  return value === 'none' || value === 'address' ? value : 'postcode';
}

/** The billing fields a card payment carries (the dialog's names). */
type BillingFields = Pick<Payment, 'PostalCode' | 'AddressLine1' | 'AddressLine2' | 'City' | 'Country'>;

/**
 * Checks the billing fields a gateway asks for, in screen order: the postcode with the postcode rule, and for the
 * full address also address line 1, city and country. What it does not ask for is not checked.
 */
export function validateBilling(billing: BillingFields, need: CardBilling): ValidationResult {
  return toResult(billingChecks(billing, need));
}

function billingChecks(billing: BillingFields, need: CardBilling): Array<[string, string | undefined]> {
  const checks: Array<[string, string | undefined]> = [];
  if (need !== 'none') checks.push(['PostalCode', validatePostcode(billing.PostalCode, PAYMENT_TITLES.PostalCode)]);
  if (need === 'address') {
    checks.push(
      ['AddressLine1', validateText(billing.AddressLine1, PAYMENT_TITLES.AddressLine1)],
      ['AddressLine2', validateText(billing.AddressLine2, PAYMENT_TITLES.AddressLine2, { required: false })],
      ['City', validateText(billing.City, PAYMENT_TITLES.City)],
      ['Country', validateText(billing.Country, PAYMENT_TITLES.Country)],
    );
  }
  return checks;
}

/**
 * Validates the card dialog (docs/behaviour/payment.md#card-dialog): name on card, the card fields per gateway, then
 * the billing fields the gateway asks for (`billing`, default the postcode only).
 */
export function validateCardPayment(
  payment: Payment,
  gateway: GatewayKind,
  now: Date,
  stripe?: StripeElementsState,
  billing: CardBilling = 'postcode',
): ValidationResult {
  // In the order of the fields on screen, so the error summary lists them as the eye meets them.
  const checks: Array<[string, string | undefined]> = [['Name', validateText(payment.Name, PAYMENT_TITLES.Name)]];
  if (gateway === 'stripe') {
    const empty: CardElementState = { empty: true, complete: false };
    checks.push(['CardNumber', cardElementMessage('cardNumber', stripe?.cardNumber ?? empty)]);
    checks.push(['Expiry', cardElementMessage('cardExpiry', stripe?.cardExpiry ?? empty)]);
    checks.push(['CVC', cardElementMessage('cardCvc', stripe?.cardCvc ?? empty)]);
  } else {
    checks.push(['CardNumber', validateCardNumber(payment.CardNumber)]);
    checks.push(['Expiry', validateExpiry(payment.ExpiryMonth, payment.ExpiryYear, now)]);
    checks.push(['CVC', validateCvc(payment.CVC, payment.CardNumber, PAYMENT_TITLES.CVC)]);
  }
  return toResult([...checks, ...billingChecks(payment, billing)]);
}

/** A customer's invoice details as the invoice page edits them (docs/behaviour/account.md#invoice-details). */
export interface InvoiceDetailsForm {
  Company: string;
  Name: string;
  AddressLine1: string;
  AddressLine2: string;
  City: string;
  PostalCode: string;
  Country: string;
  VatNumber: string;
  Email: string;
}

/** Validates invoice details in screen order: name, address line 1, city, postcode and country required; e-mail optional. */
export function validateInvoiceDetails(form: InvoiceDetailsForm): ValidationResult {
  return toResult([
    ['Company', validateText(form.Company, 'Company', { required: false })],
    ['Name', validateText(form.Name, 'Name')],
    ['AddressLine1', validateText(form.AddressLine1, 'Address line 1')],
    ['AddressLine2', validateText(form.AddressLine2, 'Address line 2', { required: false })],
    ['City', validateText(form.City, 'City')],
    ['PostalCode', validatePostcode(form.PostalCode, 'Postcode')],
    ['Country', validateText(form.Country, 'Country')],
    ['VatNumber', validateText(form.VatNumber, 'VAT number', { required: false })],
    ['Email', validateEmail(form.Email, 'Invoice e-mail', false)],
  ]);
}

/** Validates the promo dialog: 'Promo code is required' (docs/behaviour/quotation.md#promo-code). */
export function validatePromoCode(promoCode: string | null | undefined): ValidationResult {
  return toResult([['PromoCode', validateText(promoCode, 'Promo code')]]);
}

/** Validates the sign-in form: email and password required (docs/behaviour/people.md#sign-in). */
export function validateSignIn(form: Pick<SignIn, 'Email' | 'Password'>): ValidationResult {
  return toResult([
    ['Email', validateText(form.Email, 'Email')],
    ['Password', validateText(form.Password, 'Password')],
  ]);
}

/** Validates the sign-up form: first name, surname, phone, email, password, confirm password (docs/behaviour/people.md#sign-up). */
export function validateSignUp(form: SignUp): ValidationResult {
  return toResult([
    ['Firstname', validateText(form.Firstname, 'First name')],
    ['Surname', validateText(form.Surname, 'Surname')],
    ['Phone', validatePhone(form.Phone, 'Phone', form.DialingCode)],
    ['Email', validateEmail(form.Email, 'Email')],
    ['Password', validatePassword(form.Password, 'Password')],
    ['ConfirmPassword', validateConfirmPassword(form.Password, form.ConfirmPassword, 'Confirm password')],
  ]);
}

/** Validates the forgot-password form: email required and valid (docs/behaviour/people.md#forgot-password). */
export function validateForgotPassword(email: string | null | undefined): ValidationResult {
  return toResult([['Email', validateEmail(email, 'Email')]]);
}

/** The flight dialog variant: airport autocomplete, or the '360' free-text arriving-from (docs/behaviour/flights.md#flight-dialog). */
export type FlightDialogVariant = 'autocomplete' | '360';

/** Validates a flight: number and arriving-from (chosen airport or, for '360', text) unless declined (docs/behaviour/flights.md#flight-dialog). */
export function validateFlight(flight: Flight, variant: FlightDialogVariant = 'autocomplete'): ValidationResult {
  if (flight.IsFlightDetail) return { ok: true, errors: [] };
  const number = isBlank(flight.Number) ? FLIGHT_NUMBER_REQUIRED : undefined;
  const arriving =
    variant === '360'
      ? isBlank(flight.AirportText)
        ? ARRIVING_FROM_REQUIRED
        : undefined
      : flight.Airport
        ? undefined
        : isBlank(flight.AirportText)
          ? ARRIVING_FROM_REQUIRED
          : ARRIVING_FROM_AIRPORT_REQUIRED;
  const failed = number !== undefined || arriving !== undefined;
  return toResult([
    ['Number', number],
    [variant === '360' ? 'AirportText' : 'Airport', arriving],
    ['IsFlightDetail', failed ? FLIGHT_DETAILS_TICK_MESSAGE : undefined],
  ]);
}

/** Validates the flight finder: 'Datetime is required!', 'Airline is required!'; departing airport optional (docs/behaviour/flights.md#flight-finder). */
export function validateFlightFinder(search: Pick<FlightSearchItem, 'DateTime' | 'Airline'>): ValidationResult {
  return toResult([
    ['DateTime', search.DateTime ? undefined : FLIGHT_FINDER_DATETIME_REQUIRED],
    ['Airline', search.Airline ? undefined : FLIGHT_FINDER_AIRLINE_REQUIRED],
  ]);
}
