import type { endpoints, ParsedBodyOf } from '@cabkit/contract';

// How a booking request's fields map to the stored columns, the same for a new booking and a change of one, so a
// field added to the request reaches both.

/** A booking request as the server has parsed it. */
type BookingInput = ParsedBodyOf<(typeof endpoints)['createBooking']>;

/** The extras a booking asks for (passengers, luggage, pets, child seats, access needs), as a request names them. */
type ExtrasInput = Pick<
  BookingInput,
  | 'passengers'
  | 'luggages'
  | 'handbags'
  | 'smallpets'
  | 'otherpets'
  | 'smallchilds'
  | 'largechilds'
  | 'infantseats'
  | 'wheelchair'
  | 'assistance'
  | 'assistancedog'
>;

/** A booking's extras as the bookings table stores them, the same for a new booking and a changed one. */
export function extrasColumns(input: ExtrasInput) {
  return {
    passengers: input.passengers,
    luggages: input.luggages,
    handbags: input.handbags,
    smallPets: input.smallpets,
    otherPets: input.otherpets,
    smallChildren: input.smallchilds,
    largeChildren: input.largechilds,
    infantSeats: input.infantseats,
    wheelchair: input.wheelchair,
    assistance: input.assistance,
    assistanceDog: input.assistancedog,
  };
}

/** The outward leg's places as a request names them: pickup, drop-off, via stops and the flight. */
type PlacesInput = Pick<
  BookingInput,
  | 'pick'
  | 'pickpostcode'
  | 'picklat'
  | 'picklng'
  | 'picknote'
  | 'doff'
  | 'droppostcode'
  | 'dofflat'
  | 'dofflng'
  | 'dropnote'
  | 'viaaddresses'
  | 'flightno'
  | 'flightfrom'
  | 'flightlandingtime'
>;

/** The outward leg's places as the job parts table stores them. */
export function outwardPlaceColumns(input: PlacesInput) {
  return {
    pickup: input.pick,
    pickupPostcode: input.pickpostcode,
    pickupLatitude: input.picklat,
    pickupLongitude: input.picklng,
    pickupNote: input.picknote,
    dropoff: input.doff,
    dropoffPostcode: input.droppostcode,
    dropoffLatitude: input.dofflat,
    dropoffLongitude: input.dofflng,
    dropoffNote: input.dropnote,
    via: input.viaaddresses,
    flightNumber: input.flightno,
    flightFrom: input.flightfrom,
    flightLandingTime: input.flightlandingtime,
  };
}

/** The return leg's places as a request names them: the outward places and the return flight. */
type ReturnPlacesInput = Omit<PlacesInput, 'flightno' | 'flightfrom' | 'flightlandingtime'> &
  Pick<BookingInput, 'returnflightno' | 'returnflightfrom'>;

/**
 * The return leg's places as the job parts table stores them: the outward leg turned round (picked up where the
 * outward leg drops off, via stops in reverse) with the return flight, the same for a new booking and a change.
 */
export function returnPlaceColumns(input: ReturnPlacesInput) {
  return {
    pickup: input.doff,
    pickupPostcode: input.droppostcode,
    pickupLatitude: input.dofflat,
    pickupLongitude: input.dofflng,
    pickupNote: input.dropnote,
    dropoff: input.pick,
    dropoffPostcode: input.pickpostcode,
    dropoffLatitude: input.picklat,
    dropoffLongitude: input.picklng,
    dropoffNote: input.picknote,
    via: [...input.viaaddresses].reverse(),
    flightNumber: input.returnflightno,
    flightFrom: input.returnflightfrom,
  };
}
