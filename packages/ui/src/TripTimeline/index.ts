export { type TripStep, TripTimeline, type TripTimelineProps } from './TripTimeline';
