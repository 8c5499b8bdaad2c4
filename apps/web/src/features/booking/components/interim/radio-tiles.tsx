import { visuallyHidden } from '@cabkit/ui/theme';
import { type ReactNode, useId } from 'react';
import * as css from './interim.css';

/** One choice of a radio group. */
export interface RadioChoice<V extends string | number> {
  value: V;
  /** The radio's accessible name. */
  label: string;
  /** Extra visible content (price, description). */
  detail?: ReactNode;
}

/**
 * Interim radio group (role radiogroup, native radios: arrow keys move between choices) used until
 * `@cabkit/ui`'s tiles land. The group is named by its visible heading; the error is tied to it.
 */
export function RadioTiles<V extends string | number>({
  label,
  choices,
  value,
  onChange,
  error,
  hideLabel = false,
}: {
  label: string;
  choices: readonly RadioChoice<V>[];
  value: V | undefined;
  onChange: (value: V) => void;
  error?: string;
  hideLabel?: boolean;
}) {
  const id = useId();
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
      className={css.radioGroup}
    >
      <span id={`${id}-label`} className={hideLabel ? visuallyHidden : css.legend}>
        {label}
      </span>
      <div className={css.tiles}>
        {choices.map((choice) => (
          <label key={String(choice.value)} className={css.tile}>
            <input
              className={css.radio}
              type="radio"
              name={id}
              value={String(choice.value)}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
            {choice.detail}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className={css.error}>
          <span className={visuallyHidden}>Error:</span> {error}
        </p>
      )}
    </div>
  );
}
