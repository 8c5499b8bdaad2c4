// Only what the apps call: the other exports of these files are the rules' own helpers (and their tests').
export { type ChangeLeg, changeRefusal, changeSettlement } from './changes';
export {
  BOOKING_CHANGE_CLOSED_MESSAGE,
  BOOKING_CHANGED_MESSAGE,
  CHANGE_CARD_NEEDED_MESSAGE,
  CHANGE_PAYPAL_NEEDED_MESSAGE,
  CHANGE_NOT_PAID_MESSAGE,
  CHANGE_REPLACED_MESSAGE,
  CHANGED_MEANWHILE_MESSAGE,
  changeSentence,
  NOTHING_CHANGED_MESSAGE,
  paypalChangeChargeMessage,
} from './change-messages';
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
