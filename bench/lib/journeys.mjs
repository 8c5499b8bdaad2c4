// The journey the load runs quote and book: Stratford Station to Liverpool Street, near the seeded drivers.

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
