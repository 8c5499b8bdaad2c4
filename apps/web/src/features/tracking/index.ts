/** The tracking feature: live tracking of a booking (owner, tracking code, or a shared read-only link). */
export { TrackingPage } from './components/tracking-view';
export type { TrackingKey } from './api/tracking-api';
export { trackingAnswers } from './api/tracking-api';
