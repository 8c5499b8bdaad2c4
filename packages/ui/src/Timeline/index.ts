export { Timeline, type TimelineProps } from './Timeline';
