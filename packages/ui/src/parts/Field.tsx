import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import { visuallyHidden } from '../theme/utils.css';
import * as styles from './field.css';
import { useSay } from './words';

/** Props shared by every Cabkit field: a visible label, an optional hint and an error message. */
export interface FieldChromeProps {
  /** The visible label (also the accessible name). */
  label?: ReactNode;
  /** Hint text shown under the label and tied to the control by aria-describedby. */
  description?: ReactNode;
  /** An error to show; makes the field invalid. */
  errorMessage?: ReactNode;
}

/** The field label; text boxes (required by default, docs/behaviour/common.md#text-box) mark optional ones "(optional)" via `showOptional`. */
export function FieldLabel({ children, showOptional }: { children?: ReactNode; showOptional?: boolean }) {
  const say = useSay();
  if (!children) return null;
  return (
    <Label className={styles.label}>
      {children}
      {showOptional && (
        <>
          {' '}
          <span className={styles.optional}>{say('(optional)')}</span>
        </>
      )}
    </Label>
  );
}

/** Hint text in the description slot. */
export function FieldDescription({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

/** The error in RAC's FieldError slot, with a visually hidden "Error:" prefix (govuk pattern). */
export function FieldErrorMessage({ children }: { children?: ReactNode }) {
  const say = useSay();
  return (
    <FieldError className={styles.error}>
      {(validation) => {
        // A rule's message arrives in en-GB (its text is its key) and is said in the page's language here.
        const message = children ?? validation.validationErrors.join(' ');
        if (!message) return null;
        return (
          <>
            <span className={visuallyHidden}>{say('Error:')}</span> {say(message)}
          </>
        );
      }}
    </FieldError>
  );
}

/**
 * Whether leaving a field should show its own error: not for a box the passenger only passed through (empty and never
 * typed in). The form's submit says what is missing; a dialog that moves focus as it opens flags nothing; and an
 * error appearing under an empty box as the pointer goes down on the button below it (Pay now, Forgot password?) would
 * push that button away and lose the click.
 */
export function shouldCheckOnBlur(text: string, wasTyped: boolean): boolean {
  return text.trim() !== '' || wasTyped;
}
