/** Business constants and limits of docs/behaviour/common.md (and the timings of sections 2, 4 and 7). */

/** Maximum length of a text box (docs/behaviour/common.md#text-box). */
export const TEXT_MAX_LENGTH = 255;
/** Maximum length of a postcode (docs/behaviour/common.md#postcode). */
export const POSTCODE_MAX_LENGTH = 9;
/** Minimum password length after trimming (docs/behaviour/common.md#password). */
export const PASSWORD_MIN_LENGTH = 6;
/** Maximum password length after trimming (docs/behaviour/common.md#password). */
export const PASSWORD_MAX_LENGTH = 20;
/** Largest hour a stepper accepts (docs/behaviour/common.md#steppers). */
export const HOURS_MAX = 23;
/** Largest minute a stepper accepts (docs/behaviour/common.md#steppers). */
export const MINUTES_MAX = 59;
/** Minute steps a minute selector may be configured with; 0 means single minutes (docs/behaviour/journey.md#date-time-picker). */
export const MINUTE_STEPS = [0, 15, 30, 60] as const;
/** Largest waiting time after flight landing, in minutes (docs/behaviour/flights.md#flight-timeline). */
export const WAITING_TIME_MAX = 180;
/** Step of the waiting-time stepper, in minutes (docs/behaviour/flights.md#flight-timeline). */
export const WAITING_TIME_STEP = 15;
/** Default waiting time shown by the waiting-time stepper, in minutes (docs/behaviour/flights.md#flight-timeline). */
export const WAITING_TIME_DEFAULT = 60;
/** Quick buttons of the date-time picker, in minutes from now (docs/behaviour/journey.md#pickup-time). */
export const QUICK_MINUTES = [15, 30, 60] as const;
/** Default quote timeout in minutes (docs/behaviour/quotation.md#quote-countdown). */
export const DEFAULT_QUOTE_TIMEOUT_MINUTES = 10;
/** Requote cache lifetime in seconds (docs/behaviour/quotation.md#requote-cache). */
export const REQUOTE_CACHE_SECONDS = 60;
/** Minutes between flight landing and the earliest pickup (docs/behaviour/journey.md#earliest-time). */
export const LANDING_BUFFER_MINUTES = 30;
/** Minutes of free waiting after the pickup time (docs/behaviour/flights.md#flight-timeline). */
export const FREE_WAIT_MINUTES = 60;
/** Return times are rounded up to this many minutes (docs/behaviour/flights.md#flight-timeline). */
export const RETURN_TIME_ROUNDING_MINUTES = 5;
/** Lowest flight-timeline progress in percent (docs/behaviour/flights.md#flight-timeline). */
export const TIMELINE_PROGRESS_MIN = 20;
/** Highest flight-timeline progress in percent (docs/behaviour/flights.md#flight-timeline). */
export const TIMELINE_PROGRESS_MAX = 60;
/** Minute step of the flight-finder departure picker (docs/behaviour/common.md#steppers). */
export const FLIGHT_FINDER_MINUTE_STEP = 5;
/** Booking list page size (docs/behaviour/bookings.md#history). */
export const BOOKING_LIST_PAGE_SIZE = 5;
/** Default dialing code (docs/behaviour/common.md#phone). */
export const DEFAULT_DIALING_CODE = '+44';
/** Default base location of the map (docs/behaviour/journey.md#maps). */
export const DEFAULT_BASE_LOCATION = { Latitude: 51.536743, Longitude: -0.015247 } as const;
/** Default country (docs/behaviour/common.md#configuration). */
export const DEFAULT_COUNTRY = 'United Kingdom';
/** Default currency (docs/behaviour/quotation.md#money-display). */
export const DEFAULT_CURRENCY_CODE = 'GBP';
/** Map maximum zoom (docs/behaviour/journey.md#maps). */
export const MAP_MAX_ZOOM = 18;
/** Route line weight on maps (docs/behaviour/journey.md#maps). */
export const ROUTE_LINE_WEIGHT = 3;
/** Address search radius around the UK centre, in kilometres (docs/behaviour/journey.md#addresses). */
export const ADDRESS_SEARCH_RADIUS_KM = 775;
/** Maximum number of address suggestions (docs/behaviour/journey.md#addresses). */
export const AUTOSUGGEST_MAX = 10;
/** Airport and airline search starts at this many characters (docs/behaviour/flights.md#flight-data). */
export const AIRPORT_SEARCH_MIN_CHARS = 2;
/** Highest count of pets or child seats (docs/behaviour/journey.md#options). */
export const PETS_AND_CHILDREN_MAX = 2;
/** Number of price tiers shown (docs/behaviour/quotation.md#price-tiers). */
export const PRICE_TIERS_SHOWN = 3;
/** Index of the default price tier (docs/behaviour/quotation.md#price-tiers). */
export const DEFAULT_PRICE_TIER_INDEX = 1;
/** Years offered by the card expiry year list after the current year (docs/behaviour/payment.md#card-dialog). */
export const CARD_EXPIRY_YEARS_AHEAD = 50;
/** Delay before the error dialog after a payment failure, in milliseconds (docs/behaviour/payment.md#payment-failure). */
export const PAYMENT_FAILURE_DIALOG_DELAY_MS = 1000;
/** Live connection watcher period in milliseconds (docs/behaviour/live-feed.md#reconnect). */
export const CONNECTION_WATCHER_MS = 10_000;
/** Live connection reconnect delays in milliseconds (docs/behaviour/live-feed.md#reconnect). */
export const RECONNECT_DELAYS_MS = [0, 2000, 10_000, 30_000] as const;
/** Live connection server timeout in milliseconds (docs/behaviour/live-feed.md#reconnect). */
export const SERVER_TIMEOUT_MS = 30_000;
/** Live connection keep-alive interval in milliseconds (docs/behaviour/live-feed.md#reconnect). */
export const KEEP_ALIVE_MS = 15_000;
/** Dropdown and autocomplete panel maximum height in pixels (docs/behaviour/journey.md#breakpoints). */
export const DROPDOWN_MAX_HEIGHT_PX = 350;
/** Phone layout breakpoint in pixels (docs/behaviour/journey.md#breakpoints). */
export const PHONE_BREAKPOINT_PX = 567;
/** Desktop layout starts above this width in pixels (docs/behaviour/journey.md#breakpoints). */
export const DESKTOP_BREAKPOINT_PX = 991;
/** Text of the ASAP pickup value (docs/behaviour/journey.md#pickup-time). */
export const ASAP_TEXT = 'ASAP';
