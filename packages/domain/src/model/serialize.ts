import {
  type Booking,
  createAddress,
  createBooking,
  createContact,
  createCustomer,
  createFlight,
  createOptions,
  createPayment,
  createPromo,
  createQuotation,
  createTimeInfo,
  createVehicleType,
  type Flight,
  type TimelineItem,
} from './entities';

/** Returns a booking as JSON text; dates become ISO strings (for session storage, docs/behaviour/journey.md#booking-storage). */
export function bookingToJson(booking: Booking): string {
  return JSON.stringify(booking);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** Returns a Date from an ISO string, a timestamp or a Date; null when absent or invalid. */
export function reviveDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function reviveFlight(value: unknown): Flight {
  const raw = isRecord(value) ? value : {};
  const arriving: Record<string, unknown> = isRecord(raw.ArrivingFrom) ? raw.ArrivingFrom : {};
  const base = createFlight(raw as Partial<Flight>);
  return {
    ...base,
    ArrivingFrom: { ...base.ArrivingFrom, ...(arriving as object), Time: reviveDate(arriving.Time) },
    LandingTime: reviveDate(raw.LandingTime),
    LandingTimeMin: reviveDate(raw.LandingTimeMin),
    LandingTimeWait: reviveDate(raw.LandingTimeWait),
  } as Flight;
}

/** Parses a stored booking: defaults filled in, dates revived; undefined when the text is not a booking object. */
export function bookingFromJson(text: string | null | undefined): Booking | undefined {
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(parsed)) return undefined;
  const raw = parsed as Record<string, unknown> & Partial<Booking>;
  const time: Record<string, unknown> = isRecord(raw.Time) ? raw.Time : {};
  const items = Array.isArray(raw.TimeLineItems) ? raw.TimeLineItems : [];
  return createBooking({
    ...raw,
    IsPaid: typeof raw.IsPaid === 'boolean' ? raw.IsPaid : undefined,
    Step: typeof raw.Step === 'number' ? raw.Step : 1,
    Time: createTimeInfo({
      ...(time as object),
      Time: reviveDate(time.Time),
      EarliestTime: reviveDate(time.EarliestTime),
    }),
    PickUp: isRecord(raw.PickUp) ? createAddress(raw.PickUp) : null,
    PickDown: isRecord(raw.PickDown) ? createAddress(raw.PickDown) : null,
    ViaAddress: Array.isArray(raw.ViaAddress) ? raw.ViaAddress.filter(isRecord).map((via) => createAddress(via)) : [],
    Vehicle: isRecord(raw.Vehicle) ? createVehicleType(raw.Vehicle) : null,
    Promo: isRecord(raw.Promo) ? createPromo(raw.Promo) : null,
    ContactDb: isRecord(raw.ContactDb) ? createContact(raw.ContactDb) : null,
    Flight: reviveFlight(raw.Flight),
    ReturnFlight: reviveFlight(raw.ReturnFlight),
    ReturnDate: reviveDate(raw.ReturnDate),
    ReturnEarliestTime: reviveDate(raw.ReturnEarliestTime),
    QuoteExpiresAt: reviveDate(raw.QuoteExpiresAt),
    Contact: createContact(isRecord(raw.Contact) ? raw.Contact : {}),
    Customer: createCustomer(isRecord(raw.Customer) ? raw.Customer : {}),
    Options: createOptions(isRecord(raw.Options) ? raw.Options : {}),
    Quotation: createQuotation(isRecord(raw.Quotation) ? raw.Quotation : {}),
    Payment: createPayment(isRecord(raw.Payment) ? raw.Payment : {}),
    TimeLineItems: items
      .filter(isRecord)
      .map((item) => ({ Kind: item.Kind, Time: reviveDate(item.Time) }))
      .filter((item): item is TimelineItem => item.Time !== null),
  });
}
