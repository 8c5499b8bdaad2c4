import { createAddress } from '../src/model/entities';

/** A home in Stratford: a whole, valid address the address rules and the booking flow both choose. */
export const canalSideHome = createAddress({
  Fulladdress: '1 Canal Side, E15 2PF',
  Postcode: 'E15 2PF',
  Latitude: 51.54,
  Longitude: -0.01,
  Valid: true,
});
