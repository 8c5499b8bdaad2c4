import { type ReactNode, useId } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { visuallyHidden } from '../theme/utils.css';
import * as styles from './Checkbox.css';
import { useSay } from '../parts/words';

/** Props of `Checkbox`. */
export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children' | 'className'> {
  /** The label (e.g. "Remember me", "Use my details"). */
  children: ReactNode;
  /** An error shown under the box and tied to it (e.g. the flight-details tick message). */
  errorMessage?: string;
}

/** A labelled checkbox on RAC (Space toggles); an error is tied by aria-describedby and marks it invalid. */
export function Checkbox({ children, errorMessage, ...props }: CheckboxProps) {
  const say = useSay();
  const errorId = useId();
  return (
    <div className={styles.wrapper}>
      <AriaCheckbox
        {...props}
        isInvalid={Boolean(errorMessage) || props.isInvalid === true}
        aria-describedby={errorMessage ? errorId : props['aria-describedby']}
        className={styles.checkbox}
      >
        {({ isSelected }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isSelected && (
                <svg viewBox="0 0 18 18" className={styles.tick} aria-hidden="true">
                  <polyline points="3 9.5 7 13.5 15 4.5" />
                </svg>
              )}
            </span>
            <span className={styles.text}>{children}</span>
          </>
        )}
      </AriaCheckbox>
      {errorMessage && (
        <span id={errorId} className={styles.error}>
          <span className={visuallyHidden}>{say('Error:')}</span> {say(errorMessage)}
        </span>
      )}
    </div>
  );
}
