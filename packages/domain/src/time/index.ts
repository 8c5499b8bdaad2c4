// The time rules the apps call; helpers of these (pickup kinds, the pickup and return-date checks the journey
// validation runs) stay in their files.
export {
  earliestPickupTime,
  earliestPickupWarningFor,
  isPickupTimeValid,
  offeredQuickMinutes,
  pickupDisplayText,
  pickupTimeEffect,
  pickupTimeRefusal,
  quickPickupTime,
  toPickUpType,
} from './pickup';
export { earliestReturnDate, returnTimeRefusal } from './return-date';
export { spendByPeriod, spendStep } from './spend-periods';
export {
  addLocalDays,
  formatLocalDateTime,
  formatMomentSince,
  instantOfWallClock,
  localDay,
  localDaysRange,
  TENANT_TIME_ZONE,
  ukDay,
  weekCommencing,
  zonedWallClock,
} from './zone';
