import { useSay, useUiWords } from '../parts/words';
import { visuallyHidden } from '../theme/utils.css';
import * as styles from './StepIndicator.css';

/** Props of `StepIndicator`. */
export interface StepIndicatorProps {
  /** The step names in order (the wizard template has 2, 3 or 4 steps). */
  steps: readonly string[];
  /** The current step, from 1 (Booking.Step, never below 1). */
  currentStep: number;
  /** Lets the user go back to a completed step (the wizard's Back to a given step). */
  onStepPress?: (step: number) => void;
  /** The navigation label (default the app's "Booking steps"). */
  label?: string;
}

/**
 * The wizard's step indicator: an ordered list (named like its nav, so either finds it) in a labelled nav, the current step marked `aria-current="step"`,
 * completed steps announced as completed and, with `onStepPress`, buttons to go back to them. On a phone the list
 * shrinks to its bars and one line names the step ("Step 2 of 4 · Vehicle"): names are never cut short.
 */
export function StepIndicator({ steps, currentStep, onStepPress, label: given }: StepIndicatorProps) {
  const say = useSay();
  const words = useUiWords();
  const label = given ?? say('Booking steps');
  const current = Math.min(Math.max(1, Math.trunc(currentStep) || 1), Math.max(1, steps.length));
  return (
    <nav aria-label={label} className={styles.nav}>
      {/* The list says the same to screen readers; this line is what a phone shows in place of the names. */}
      <p className={styles.caption} aria-hidden="true">
        {words.stepOf?.(current, steps.length) ?? `Step ${current} of ${steps.length}`} · {steps[current - 1]}
      </p>
      <ol className={styles.list} aria-label={label}>
        {steps.map((name, index) => {
          const step = index + 1;
          const state = step < current ? 'complete' : step === current ? 'current' : 'upcoming';
          const content = (
            <>
              <span className={styles.number} aria-hidden="true">
                {state === 'complete' ? '✓' : step}
              </span>
              <span className={styles.name}>
                <span className={visuallyHidden}>{words.stepNumber?.(step) ?? `Step ${step}:`}</span> {name}
                {state === 'complete' && (
                  <>
                    {' '}
                    <span className={visuallyHidden}>{say('(completed)')}</span>
                  </>
                )}
              </span>
            </>
          );
          return (
            <li
              key={name}
              className={styles.item}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {state === 'complete' && onStepPress ? (
                <button type="button" className={styles.back} onClick={() => onStepPress(step)}>
                  {content}
                </button>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
