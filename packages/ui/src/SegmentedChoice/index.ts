export { type Segment, SegmentedChoice, type SegmentedChoiceProps } from './SegmentedChoice';
