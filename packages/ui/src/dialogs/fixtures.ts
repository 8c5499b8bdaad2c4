import type { AirportOption } from './FlightDetailsDialog';

// Values the dialogs' stories and tests both fill in, so the two show and check the same thing.

/** A card payment filled in as a customer would: the test card, a future expiry and a London billing address. */
export const FILLED_CARD = {
  Name: 'Ann Smith',
  CardNumber: '4242424242424242',
  ExpiryMonth: '12',
  ExpiryYear: '2028',
  CVC: '123',
  PostalCode: 'E14 5AB',
  AddressLine1: '1 Canada Square',
  City: 'London',
};

/** Madrid Barajas as the airport search offers it. */
export const MADRID: AirportOption = {
  id: 'MAD',
  label: 'Madrid Barajas',
  description: 'MAD',
  airport: {
    Code: 'MAD',
    Name: 'Madrid Barajas',
    City: 'Madrid',
    FullAddress: 'Madrid, Spain',
    IconPath: '',
    CountryLowerCase: 'es',
  },
};
