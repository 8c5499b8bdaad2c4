/** Business constants and limits of SPEC.md section 9 (and the timings of sections 2, 4 and 7). */

/** Maximum length of a text box (SPEC 5, 9). */
export const TEXT_MAX_LENGTH = 255;
/** Maximum length of a postcode (SPEC 5, 9). */
export const POSTCODE_MAX_LENGTH = 9;
/** Minimum password length after trimming (SPEC 5, 9). */
export const PASSWORD_MIN_LENGTH = 6;
/** Maximum password length after trimming (SPEC 5, 9). */
export const PASSWORD_MAX_LENGTH = 20;
/** Largest hour a stepper accepts (SPEC 5). */
export const HOURS_MAX = 23;
/** Largest minute a stepper accepts (SPEC 5). */
export const MINUTES_MAX = 59;
/** Minute steps a minute selector may be configured with; 0 means single minutes (SPEC 5). */
export const MINUTE_STEPS = [0, 15, 30, 60] as const;
/** Largest waiting time after flight landing, in minutes (SPEC 5, 9). */
export const WAITING_TIME_MAX = 180;
/** Step of the waiting-time stepper, in minutes (SPEC 5, 9). */
export const WAITING_TIME_STEP = 15;
/** Default waiting time shown by the waiting-time stepper, in minutes (SPEC 5, 9). */
export const WAITING_TIME_DEFAULT = 60;
/** Quick buttons of the date-time picker, in minutes from now (SPEC 2, 9). */
export const QUICK_MINUTES = [15, 30, 60] as const;
/** Default Booking.Minute (SPEC 3, 9). */
export const DEFAULT_MINUTE = 15;
/** Default quote timeout in minutes (SPEC 3, 9). */
export const DEFAULT_QUOTE_TIMEOUT_MINUTES = 10;
/** Requote cache lifetime in seconds (SPEC 4). */
export const REQUOTE_CACHE_SECONDS = 60;
/** Minutes between flight landing and the earliest pickup (SPEC 4, 9). */
export const LANDING_BUFFER_MINUTES = 30;
/** Minutes of free waiting after the pickup time (SPEC 4, 9). */
export const FREE_WAIT_MINUTES = 60;
/** Return times are rounded up to this many minutes (SPEC 4, 9). */
export const RETURN_TIME_ROUNDING_MINUTES = 5;
/** Lowest flight-timeline progress in percent (SPEC 4, 9). */
export const TIMELINE_PROGRESS_MIN = 20;
/** Highest flight-timeline progress in percent (SPEC 4, 9). */
export const TIMELINE_PROGRESS_MAX = 60;
/** Minute step of the flight-finder departure picker (SPEC 2, 9). */
export const FLIGHT_FINDER_MINUTE_STEP = 5;
/** Booking list page size (SPEC 2, 9). */
export const BOOKING_LIST_PAGE_SIZE = 5;
/** Booking history date-range filter in months; 0 means all (SPEC 2). */
export const BOOKING_HISTORY_RANGES = [3, 6, 12, 0] as const;
/** Booking history tabs (SPEC 2). */
export const BOOKING_HISTORY_TABS = [
  'today-bookings',
  'booking-process',
  'booking-pending',
  'booking-history',
] as const;
/** Default dialing code (SPEC 3, 9). */
export const DEFAULT_DIALING_CODE = '+44';
/** Default base location of the map (SPEC 3, 9). */
export const DEFAULT_BASE_LOCATION = { Latitude: 51.536743, Longitude: -0.015247 } as const;
/** Default country (SPEC 9). */
export const DEFAULT_COUNTRY = 'United Kingdom';
/** ISO code of the default country, used for phone validation. */
export const DEFAULT_COUNTRY_CODE = 'GB';
/** Default currency (SPEC 3, 9). */
export const DEFAULT_CURRENCY_CODE = 'GBP';
/** Map maximum zoom (SPEC 9). */
export const MAP_MAX_ZOOM = 18;
/** Route line weight on maps (SPEC 9). */
export const ROUTE_LINE_WEIGHT = 3;
/** Address search radius around the UK centre, in kilometres (SPEC 5, 9). */
export const ADDRESS_SEARCH_RADIUS_KM = 775;
/** Maximum number of address suggestions (SPEC 5). */
export const AUTOSUGGEST_MAX = 10;
/** Airport and airline search starts at this many characters (SPEC 5). */
export const AIRPORT_SEARCH_MIN_CHARS = 2;
/** Highest count of pets or child seats (SPEC 9). */
export const PETS_AND_CHILDREN_MAX = 2;
/** Minimum passengers (SPEC 1, 9). */
export const MIN_PASSENGERS = 1;
/** Minimum luggages (SPEC 1, 9). */
export const MIN_LUGGAGES = 0;
/** Number of price tiers shown (SPEC 7, 9). */
export const PRICE_TIERS_SHOWN = 3;
/** Index of the default price tier (SPEC 7, 9). */
export const DEFAULT_PRICE_TIER_INDEX = 1;
/** Payment types (SPEC 9). */
export const PAYMENT_TYPES = ['card', 'cash', 'paypal', 'stripe', 'account'] as const;
/** Address book types (SPEC 9). */
export const ADDRESS_TYPES = ['home', 'work'] as const;
/** Map providers; Google is the default (SPEC 2, 3, 9). */
export const MAP_SOURCES = ['google', 'bing', 'maplibre'] as const;
/** Years offered by the card expiry year list after the current year (SPEC 2). */
export const CARD_EXPIRY_YEARS_AHEAD = 50;
/** Delay before the error dialog after a payment failure, in milliseconds (SPEC 4, 9). */
export const PAYMENT_FAILURE_DIALOG_DELAY_MS = 1000;
/** Modal delays in milliseconds (SPEC 9). */
export const MODAL_DELAYS_MS = [500, 200] as const;
/** Forced-close flag reset delay in milliseconds (SPEC 9). */
export const FORCED_CLOSE_RESET_MS = 2000;
/** Live connection watcher period in milliseconds (SPEC 4, 9). */
export const CONNECTION_WATCHER_MS = 10_000;
/** Live connection reconnect delays in milliseconds (SPEC 7). */
export const RECONNECT_DELAYS_MS = [0, 2000, 10_000, 30_000] as const;
/** Live connection server timeout in milliseconds (SPEC 7). */
export const SERVER_TIMEOUT_MS = 30_000;
/** Live connection keep-alive interval in milliseconds (SPEC 7). */
export const KEEP_ALIVE_MS = 15_000;
/** Live connection long-poll timeout in milliseconds (SPEC 7). */
export const LONG_POLL_TIMEOUT_MS = 100_000;
/** Live connection states (SPEC 4). */
export const CONNECTION_STATES = ['disconnected', 'connecting', 'connected', 'reconnecting', 'disconnecting'] as const;
/** Pickers initialise after this delay in milliseconds (SPEC 2). */
export const PICKER_INIT_DELAY_MS = 1000;
/** Dropdown and autocomplete panel maximum height in pixels (SPEC 2, 9). */
export const DROPDOWN_MAX_HEIGHT_PX = 350;
/** Forgot-password modal width in pixels (SPEC 9). */
export const FORGOT_PASSWORD_MODAL_WIDTH_PX = 500;
/** Phone layout breakpoint in pixels (SPEC 2). */
export const PHONE_BREAKPOINT_PX = 567;
/** Desktop layout starts above this width in pixels (SPEC 2). */
export const DESKTOP_BREAKPOINT_PX = 991;
/** Booking source id of a tenant (SPEC 1). */
export const DEFAULT_BOOKING_SOURCE = 1;
/** Text of the ASAP pickup value (SPEC 4). */
export const ASAP_TEXT = 'ASAP';
