import type { Profile } from '@cabkit/domain/model';
import type { TrackedVehicle } from '../features/tracking/api/tracking-api';
import type { Place } from '../state/booking';

/** A place as /api/searchaddress answers it. */
export function place(id: number, name: string, postcode: string, lat: number, lng: number): Place {
  return {
    Id: id,
    Name: name,
    Code: '',
    Line1: name,
    Line2: '',
    Title: name,
    Category: 'Place',
    Postcode: postcode,
    Latitude: lat,
    Longitude: lng,
    Fulladdress: `${name}, London ${postcode}`,
    PlaceName: name,
    PlaceId: String(id),
    IconPath: '',
    Order: 0,
    Valid: true,
  };
}

/** King's Cross station. */
export const kingsCross = place(1, "King's Cross Station", 'N1C 4AP', 51.5308, -0.1238);
/** Tower of London. */
export const tower = place(2, 'Tower of London', 'EC3N 4AB', 51.5081, -0.0759);

/** Two vehicle types as /api/vehicletypes answers them. */
export const vehicleTypesResponse = {
  Code: 1,
  Message: '',
  vehTypes: [
    {
      Id: 1,
      Name: 'Saloon',
      Description: 'Up to 4',
      Image: '',
      Passengers: 4,
      Luggages: 2,
      HandBags: 2,
      MaxLuggage: 2,
    },
    {
      Id: 2,
      Name: 'Estate',
      Description: 'Up to 4 with bags',
      Image: '',
      Passengers: 4,
      Luggages: 4,
      HandBags: 2,
      MaxLuggage: 4,
    },
  ],
};

/** A quotation answer whose fare depends on the vehicle. */
export function quotationResponse(vehtypeid: number, totalFare = vehtypeid === 2 ? 31.5 : 23.5) {
  return {
    Code: 1,
    Message: '',
    QuotationId: `q-${vehtypeid}-${totalFare}`,
    CurrencyCode: 'GBP',
    Fare: totalFare,
    OnwardFare: totalFare,
    ReturnFare: 0,
    TotalFare: totalFare,
    ReturnTotalFare: 0,
    JourneyTime: 18,
    ReturnJourneyTime: 0,
    TravelTime: 5,
    RouteDistance: 4.2,
    ReturnRouteDistance: 0,
    RoutePath: [
      { Latitude: 51.5308, Longitude: -0.1238 },
      { Latitude: 51.5081, Longitude: -0.0759 },
    ],
    ReturnRoutePath: [],
    PickUp: "King's Cross Station",
    DropOff: 'Tower of London',
    AdditionalPrices: [
      { VehTypeId: 1, Fare: 23.5, ReturnFare: 0, TotalFare: 23.5, CurrencyCode: 'GBP' },
      { VehTypeId: 2, Fare: 31.5, ReturnFare: 0, TotalFare: 31.5, CurrencyCode: 'GBP' },
    ],
    ExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
  };
}

/** Casey, a signed-in customer (not a booker), as sign-in and the profile answer; `overrides` set what a test reads. */
export function caseyProfile(overrides: Partial<Profile> & { Token?: string } = {}): Profile & { Token?: string } {
  return {
    Id: 41,
    BookerId: 0,
    Email: 'casey@example.com',
    FirstName: 'Casey',
    LastName: 'Customer',
    Phone: '7700900123',
    DialingCode: '+44',
    SmsMailingList: false,
    EmailMailingList: false,
    ...overrides,
  };
}

/** Bea, a signed-in booker (books for customers); `overrides` set what a test reads. */
export function beaBooker(overrides: Partial<Profile> = {}): Profile {
  return caseyProfile({
    Id: 52,
    BookerId: 9,
    Email: 'booker@cabkit.example',
    FirstName: 'Bea',
    LastName: 'Booker',
    Phone: '7400123457',
    ...overrides,
  });
}

/** The NightCab tenant's brand: dark, an inverse header, its own logo, hero and saloon picture. */
export const nightcabBrand = {
  appearance: 'dark',
  headerVariant: 'inverse',
  legalName: 'NightCab Executive Travel Ltd',
  logo: { light: '/tenant/logo.svg', dark: '/tenant/logo-dark.svg', alt: 'NightCab Executive' },
  mark: '/tenant/mark.svg',
  manifest: '/tenant/manifest.webmanifest',
  hero: { src: '/tenant/hero.svg', alt: 'A black executive car' },
  vehicles: { saloon: '/tenant/vehicles/saloon.svg' },
} as const;

/** Amara, the driver of job part 7, as the tracking answer names her; `overrides` set what a test reads. */
export function amaraDriver(overrides: { Licence?: string; Mobile?: string } = {}) {
  return {
    Id: 1,
    FirstName: 'Amara',
    LastName: 'Okafor',
    Name: 'Amara Okafor',
    Photo: '/api/driverphoto?jobpartid=7',
    VehicleMake: 'Mercedes-Benz',
    VehicleModel: 'E-Class',
    RegNo: 'LK21 ABX',
    Colour: 'Black',
    Licence: '',
    Mobile: '',
    ...overrides,
  };
}

/**
 * Job part 7 under way with Amara (started, 4 minutes from Stratford to Bank), as /api/trackvehicle answers it;
 * `overrides` set what a test reads.
 */
export function trackedVehicle(overrides: Partial<TrackedVehicle> = {}): TrackedVehicle {
  return {
    Code: 1,
    Message: '',
    JobPartId: 7,
    Bref: 'CK1234',
    Status: 'Started',
    Driver: amaraDriver(),
    CurrentLat: 51.5,
    CurrentLng: -0.01,
    Eta: 4,
    PickUp: 'Stratford',
    PickUpLatitude: 51.54,
    PickUpLongitude: -0.01,
    DropOff: 'Bank',
    DropOffLatitude: 51.51,
    DropOffLongitude: -0.09,
    RoutePath: [],
    BookedAt: '2026-01-01T09:00:00.000Z',
    StatusTimes: [
      { Status: 'Upcoming', Time: '2026-01-01T09:00:00.000Z' },
      { Status: 'Driver assigned', Time: '2026-01-01T14:20:00.000Z' },
      { Status: 'Started', Time: '2026-01-01T14:21:30.000Z' },
    ],
    ...overrides,
  };
}
