// The journeys the benches and the e2e journeys book through the API, near the seeded drivers: the load runs
// Stratford Station to Liverpool Street; the page benches and the tracking journeys a short hop to Bow.

/** A quotation body for Stratford Station to Liverpool Street. */
export const stratfordToLiverpoolStreet = {
  pick: 'Stratford Station, London',
  picklat: 51.5416,
  picklng: -0.0036,
  pickpostcode: 'E15 1AZ',
  doff: 'Liverpool Street Station, London',
  dofflat: 51.5178,
  dofflng: -0.0823,
  droppostcode: 'EC2M 7PY',
};

/** A short quotation body in the demo service area: Stratford Station to Bow Church. */
export const stratfordToBow = {
  pick: 'Stratford Station, London, E15 1AZ',
  picklat: 51.5416,
  picklng: -0.0033,
  pickpostcode: 'E15 1AZ',
  doff: 'Bow Church, London, E3 3AH',
  dofflat: 51.5277,
  dofflng: -0.0206,
  droppostcode: 'E3 3AH',
};
