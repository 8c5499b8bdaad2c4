import type { endpoints, ParsedBodyOf } from '@cabkit/contract';

/** The extras a booking asks for (passengers, luggage, pets, child seats, access needs), as a request names them. */
type ExtrasInput = Pick<
  ParsedBodyOf<(typeof endpoints)['createBooking']>,
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
