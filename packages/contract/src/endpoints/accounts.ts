import { BookerInvoice, Profile, Promo } from '@cabkit/domain/model';
import { normalizePhone, validatePostcode } from '@cabkit/domain/validation';
import * as v from 'valibot';
import { flag, Outcome, requiredText, idInput } from '../common';

const optional = v.optional;

/** An e-mail address: trimmed, required, pattern-checked, at most 255 characters. */
export const emailInput = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('is required'),
  v.maxLength(255, 'must be at most 255 characters'),
  v.email('must be an e-mail address'),
);

/** A new password as the client sends it in `passwordhash` (treated as the password; docs/behaviour/common.md#password: 6 to 20 characters after trimming). */
export const newPasswordInput = v.pipe(
  v.string(),
  v.nonEmpty('is required'),
  v.check((s) => s.trim().length >= 6, 'must be at least 6 characters long'),
  v.check((s) => s.trim().length <= 20, 'must be at most 20 characters long'),
);

/** A password given to prove who one is (sign-in, old password): only required. */
export const passwordInput = v.pipe(v.string(), v.nonEmpty('is required'), v.maxLength(255));

/** A phone number: spaces removed and a leading 0 stripped (docs/behaviour/common.md#phone), then 4 to 15 digits. */
export const phoneInput = v.pipe(
  v.string(),
  v.transform(normalizePhone),
  v.nonEmpty('is required'),
  v.regex(/^\d{4,15}$/, 'must be 4 to 15 digits'),
);

/** A dialing code such as +44; left out, the server takes the tenant's own (its configuration's DialingCode). */
export const dialingCodeInput = optional(v.pipe(v.string(), v.trim(), v.regex(/^\+\d{1,4}$/, 'must look like +44')));

/** True when `yyyy-mm-dd` names a real calendar day (no 30 February). */
function isCalendarDate(text: string): boolean {
  const [y, m, d] = text.slice(0, 10).split('-').map(Number);
  if (y === undefined || m === undefined || d === undefined) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A calendar date `yyyy-mm-dd` (or a full ISO date-time, of which the date is kept). */
export const dateInput = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'must be a date (yyyy-mm-dd)'),
  v.check(isCalendarDate, 'must be a real date'),
  v.transform((s) => s.slice(0, 10)),
);

/** Sign-in, sign-up and update-profile answer: Code/Message, the domain's Profile and (on sign-in) a bearer token. */
export const ProfileResponse = v.object({ ...Outcome.entries, ...Profile.entries, Token: v.string() });

/** POST /api/signIn body. */
export const SignInRequest = v.object({
  email: emailInput,
  passwordhash: passwordInput,
  rememberme: optional(flag, false),
});

/** POST /api/signUp body. */
export const SignUpRequest = v.object({
  email: emailInput,
  phone: phoneInput,
  surname: requiredText(),
  firstname: requiredText(),
  dialingcode: dialingCodeInput,
  passwordhash: newPasswordInput,
});

/** PUT /api/updateprofile body. */
export const UpdateProfileRequest = v.object({
  custid: idInput,
  phone: phoneInput,
  email: emailInput,
  surname: requiredText(),
  firstname: requiredText(),
  dialingcode: dialingCodeInput,
  smsmailinglist: optional(flag, false),
  emailmailinglist: optional(flag, false),
  /** The current password: required when `email` changes the sign-in e-mail, ignored otherwise. */
  currentpasswordhash: optional(v.pipe(v.string(), v.maxLength(255, 'must be at most 255 characters')), ''),
});

/** A customer's invoice details: who and where their invoices are made out to (docs/behaviour/account.md#invoice-details). */
export const InvoiceDetails = v.object({
  Company: v.string(),
  Name: v.string(),
  AddressLine1: v.string(),
  AddressLine2: v.string(),
  City: v.string(),
  PostalCode: v.string(),
  Country: v.string(),
  VatNumber: v.string(),
  Email: v.string(),
});

/** GET and PUT /api/invoicedetails answer: Code/Message and the details (empty fields until first saved). */
export const InvoiceDetailsResponse = v.object({ ...Outcome.entries, InvoiceDetails });

/** PUT /api/invoicedetails body: name, address line 1, city, postcode and country required. */
export const UpdateInvoiceDetailsRequest = v.object({
  custid: idInput,
  company: optional(v.pipe(v.string(), v.trim(), v.maxLength(255, 'must be at most 255 characters')), ''),
  name: requiredText(),
  addressline1: requiredText(),
  addressline2: optional(v.pipe(v.string(), v.trim(), v.maxLength(255, 'must be at most 255 characters')), ''),
  city: requiredText(),
  postcode: v.pipe(
    requiredText(20),
    v.check((value) => validatePostcode(value, 'Postcode') === undefined, 'must be a postcode'),
  ),
  country: requiredText(),
  vatnumber: optional(v.pipe(v.string(), v.trim(), v.maxLength(30, 'must be at most 30 characters')), ''),
  email: optional(v.union([v.literal(''), emailInput], 'must be an e-mail address'), ''),
});

/** POST /api/promocode answer: the domain's Promo (docs/behaviour/quotation.md#promo-code). */
export const PromoCodeResponse = Promo;

/** GET /api/promotion answer: the promotion a link token stands for. */
export const PromotionResponse = v.object({
  ...Outcome.entries,
  PromoId: v.number(),
  PromoCode: v.string(),
  Description: v.string(),
  Value: v.number(),
  CurrencyCode: v.string(),
  ValidFrom: v.string(),
  ValidTo: v.string(),
});

/** One row of a booker's statement (docs/behaviour/booker.md#statements Booker statement row). */
export const StatementRow = v.object({
  JobId: v.number(),
  Bref: v.string(),
  Date: v.string(),
  Booker: v.string(),
  PickUp: v.string(),
  DropOff: v.string(),
  Via: v.string(),
  Note: v.string(),
  Status: v.string(),
  Card: v.number(),
  Cash: v.number(),
  Price: v.number(),
  Commission: v.number(),
});

/** GET /api/bookerstatement answer: rows and their totals. */
export const BookerStatementResponse = v.object({
  ...Outcome.entries,
  Rows: v.array(StatementRow),
  TotalCard: v.number(),
  TotalCash: v.number(),
  TotalPrice: v.number(),
  TotalCommission: v.number(),
  CommissionRate: v.number(),
  CurrencyCode: v.string(),
});

/** A booker invoice: declared in packages/domain (docs/behaviour/booker.md#invoices). */
export { BookerInvoice } from '@cabkit/domain/model';

/** GET /api/bookerinvoice answer. */
export const BookerInvoiceListResponse = v.object({ ...Outcome.entries, Invoices: v.array(BookerInvoice) });

/** POST/PUT /api/bookerinvoice answer. */
export const BookerInvoiceResponse = v.object({ ...Outcome.entries, Invoice: v.nullable(BookerInvoice) });

/** POST /api/bookerinvoice body. */
export const BookerInvoiceCreateRequest = v.object({ bookerid: idInput, datefrom: dateInput, dateto: dateInput });

/** PUT /api/bookerinvoice body. */
export const BookerInvoiceUpdateRequest = v.object({ ...BookerInvoiceCreateRequest.entries, id: idInput });

/** GET /api/bookerinvoicereport with `format=json` answer (docs/behaviour/booker.md#invoice-report Invoice report; the PDF in base64). */
export const InvoiceReportResponse = v.object({
  ...Outcome.entries,
  FileName: v.string(),
  FileExtension: v.string(),
  Invoice: v.string(),
});

/** One day of the weekly booking chart. */
export const ChartDay = v.object({ Date: v.string(), Day: v.string(), Count: v.number(), Value: v.number() });

/** GET /api/booking answer: the weekly booking chart (count and value per day). */
export const WeeklyChartResponse = v.object({
  ...Outcome.entries,
  WeekCommencing: v.string(),
  CurrencyCode: v.string(),
  Days: v.array(ChartDay),
  TotalCount: v.number(),
  TotalValue: v.number(),
});

/** Booking parameters stored on the licence host (a pre-filled booking handed to the customer app). */
export const BookingParamsResponse = v.object({
  ...Outcome.entries,
  Id: v.string(),
  TrackingCode: v.string(),
  PickUp: v.string(),
  DropOff: v.string(),
  DateTime: v.string(),
  VehTypeId: v.number(),
  VehicleId: v.number(),
  IsASAP: v.boolean(),
});
