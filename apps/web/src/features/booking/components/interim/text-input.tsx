import { visuallyHidden } from '@cabkit/ui/theme';
import { type InputHTMLAttributes, useId } from 'react';
import * as css from './interim.css';

/**
 * Interim labelled text field used until `@cabkit/ui`'s TextField lands: label tied to the input, the error
 * tied by aria-describedby with a visually hidden "Error:" prefix, aria-invalid while in error.
 */
export function TextInput({
  label,
  error,
  onValueChange,
  ...input
}: { label: string; error?: string; onValueChange: (value: string) => void } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange'
>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className={css.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {error && (
        <p id={errorId} className={css.error}>
          <span className={visuallyHidden}>Error:</span> {error}
        </p>
      )}
    </div>
  );
}
