import type { ReactNode } from 'react';
import { Choice, ChoiceGroup, type ChoiceGroupProps } from '../parts/ChoiceGroup';
import * as styles from './SegmentedChoice.css';

/** One segment. */
export interface Segment {
  value: string;
  label: string;
  /** A second, smaller line (a price); part of the segment's accessible name. */
  detail?: ReactNode;
}

/** Props of `SegmentedChoice`. */
export interface SegmentedChoiceProps
  extends Pick<
    ChoiceGroupProps,
    | 'label'
    | 'aria-label'
    | 'aria-labelledby'
    | 'aria-describedby'
    | 'name'
    | 'errorMessage'
    | 'isInvalid'
    | 'isDisabled'
  > {
  segments: readonly Segment[];
  /** The chosen segment's value; null for none. */
  value: string | null;
  onChange: (value: string) => void;
}

/**
 * A few exclusive options side by side in one bar, equal widths, the chosen one filled (price tiers): a radio
 * group, so arrow keys move the choice and Tab enters at the chosen segment.
 */
export function SegmentedChoice({ segments, value, onChange, ...group }: SegmentedChoiceProps) {
  return (
    <ChoiceGroup
      {...group}
      values={segments.map((segment) => segment.value)}
      value={value}
      onChange={onChange}
      className={styles.group}
    >
      <div className={styles.bar}>
        {segments.map((segment) => (
          <Choice key={segment.value} value={segment.value} className={styles.segment}>
            <span className={styles.label}>{segment.label}</span>
            {segment.detail != null && <span className={styles.detail}>{segment.detail}</span>}
          </Choice>
        ))}
      </div>
    </ChoiceGroup>
  );
}
