// The journey's field titles on their own: the home page's journey form words its messages with them without
// loading the journey validation (and the flight and phone rules it imports).

/** Titles used in journey messages ('{title} is required'). */
export const JOURNEY_TITLES = {
  PickUp: 'Pickup',
  PickDown: 'Drop-off',
  ViaAddress: 'Via location',
  Time: 'Pickup time',
  Vehicle: 'Vehicle',
} as const;
