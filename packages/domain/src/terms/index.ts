// Only what the apps call: the other exports of these files are the rules' own helpers (and their tests').
export { BOOKING_CHANGE_CLOSED_MESSAGE, changeRefusal, changeSettlement } from './changes';
export { AccessNeeds } from './access';
export { accessNeedsRefusal, accessNeedsText, vehicleMeetsNeeds } from './access-rules';
export { DEFAULT_DRIVER_CONTACT, DriverContact, driverContactWays } from './driver-contact';
export {
  BookingTerms,
  CancelCost,
  cancelCost,
  DEFAULT_BOOKING_TERMS,
  quoteTerms,
} from './terms';
