import { type DateRangeInput, type DateRangeProblem, dateRangeProblem } from '@cabkit/domain/validation';
import { useId } from 'react';
import { Button } from '../Button/Button';
import * as fieldStyles from '../parts/field.css';
import { visuallyHidden } from '../theme/utils.css';
import * as styles from './DateRangeField.css';
import { useSay } from '../parts/words';

/** A named period a reader picks with one press (e.g. "This month"). */
export interface DateRangePreset extends DateRangeInput {
  /** A stable id. */
  id: string;
  /** The button text. */
  label: string;
}

/** Props of `DateRangeField`. */
export interface DateRangeFieldProps {
  /** The group's name (its legend), e.g. "Statement period". */
  label: string;
  /** The period: both days as `yyyy-mm-dd` ('' while unset). */
  value: DateRangeInput;
  /** Called with the period as it is typed or picked. */
  onChange: (value: DateRangeInput) => void;
  /** Presets shown as buttons before the two days; the one matching the period is marked pressed. */
  presets?: readonly DateRangePreset[];
  /** Called after a preset is pressed (with it), e.g. to load the period at once. */
  onPresetPress?: (preset: DateRangePreset) => void;
  /**
   * Show what is wrong with the period now (the domain's `dateRangeProblem` messages: an open end or an
   * inverted range), e.g. after a submit attempt. A `problem` given by the caller wins.
   */
  showValidation?: boolean;
  /** A problem found by the caller (e.g. the server's answer), shown on its field. */
  problem?: DateRangeProblem | null;
  /** Label of the first day (default "From"). */
  fromLabel?: string;
  /** Label of the last day (default "To"). */
  toLabel?: string;
}

/**
 * One day of the period: the browser's own date box (its picker on phones), labelled, required, and its error tied
 * by `aria-describedby` with a hidden "Error:" prefix, as every field. No script of its own, so a page that opens
 * on a period (the commission statement) does not load react-aria.
 */
function DayField({
  label,
  value,
  onChange,
  errorMessage,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string;
}) {
  const say = useSay();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: screen readers announce a required date box by it, as RAC's field did (no native `required`: the form decides when to check) */}
      <input
        id={id}
        type="date"
        className={fieldStyles.input}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-required="true"
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? errorId : undefined}
      />
      {errorMessage && (
        <span id={errorId} className={fieldStyles.error}>
          <span className={visuallyHidden}>{say('Error:')}</span> {say(errorMessage)}
        </span>
      )}
    </div>
  );
}

/**
 * A from/to period with presets: two date boxes grouped under a legend, each with its own error message tied by
 * `aria-describedby`. Both days are inclusive. The messages are the domain's (`dateRangeProblem`), so every
 * period in the product says the same thing for the same mistake.
 */
export function DateRangeField({
  label,
  value,
  onChange,
  presets = [],
  onPresetPress,
  showValidation = false,
  problem,
  fromLabel = 'From',
  toLabel = 'To',
}: DateRangeFieldProps) {
  const shown = problem ?? (showValidation ? dateRangeProblem(value) : null);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{label}</legend>
      {presets.length > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: a group of buttons inside the fieldset, not a second fieldset
        <div className={styles.presets} role="group" aria-label={`${label}: presets`}>
          {presets.map((preset) => (
            <Button
              key={preset.id}
              size="small"
              variant="secondary"
              aria-pressed={preset.from === value.from && preset.to === value.to}
              onPress={() => {
                onChange({ from: preset.from, to: preset.to });
                onPresetPress?.(preset);
              }}
            >
              {preset.label}
            </Button>
          ))}
        </div>
      )}
      <div className={styles.days}>
        <DayField
          label={fromLabel}
          value={value.from}
          onChange={(from) => onChange({ ...value, from })}
          errorMessage={shown?.field === 'from' ? shown.message : undefined}
        />
        <DayField
          label={toLabel}
          value={value.to}
          onChange={(to) => onChange({ ...value, to })}
          errorMessage={shown?.field === 'to' ? shown.message : undefined}
        />
      </div>
    </fieldset>
  );
}
