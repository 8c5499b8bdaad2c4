import { createContext, type ReactNode, useContext, useId, useState } from 'react';
import { visuallyHidden } from '../theme/utils.css';
import * as fieldStyles from './field.css';
import { useSay } from './words';

/** Props of {@link ChoiceGroup}: a labelled group of native radio buttons. */
export interface ChoiceGroupProps {
  /** The visible group label (also its accessible name). */
  label?: ReactNode;
  /** An accessible name when there is no visible label. */
  'aria-label'?: string;
  /** Elements that name the group, in place of `label`. */
  'aria-labelledby'?: string;
  /** Elements that describe the group (a message shown elsewhere); the group's own error is added to them. */
  'aria-describedby'?: string;
  /** The group element's id. */
  id?: string;
  /** The radios' form name (one is made up when none is given: native radios need one to move as a group). */
  name?: string;
  /** Every option's value, in order (tells the options whether the chosen value is one of them). */
  values: readonly string[];
  /** The chosen value (controlled); null for none. */
  value?: string | null;
  /** The value chosen at first (uncontrolled). */
  defaultValue?: string | null;
  /** Called with the value chosen. */
  onChange?: (value: string) => void;
  /** No choice can be made. */
  isDisabled?: boolean;
  /** A choice is required. */
  isRequired?: boolean;
  /** The group is in error (also when `errorMessage` is given). */
  isInvalid?: boolean;
  /** An error shown under the choices and tied to the group by aria-describedby. */
  errorMessage?: ReactNode;
  /** The group element's class. */
  className?: string;
  children: ReactNode;
}

interface ChoiceGroupState {
  name: string;
  value: string | null;
  /** Whether one of the options is chosen. */
  hasChoice: boolean;
  choose: (value: string) => void;
  isDisabled: boolean;
  isRequired: boolean;
  isInvalid: boolean;
}

const ChoiceGroupContext = createContext<ChoiceGroupState | null>(null);

/**
 * A radio group of native `<input type="radio">`s (`role="radiogroup"`, the same name and keys as react-aria's
 * RadioGroup: arrow keys move the choice, Tab enters at the chosen one). The booking page's first view shows two
 * such groups; react-aria's drew each radio again just after the page was taken over (its `useIsSSR` reads a
 * different value after hydration, and its slot ids settle in a layout effect), 33 components in one long task
 * (a tap waited behind it). Native radios need no script to work and draw once. Style an option by
 * `data-selected` and `data-disabled`, and `:has(:focus-visible)` for the focus ring.
 */
export function ChoiceGroup({
  label,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
  id,
  name,
  values,
  value,
  defaultValue = null,
  onChange,
  isDisabled = false,
  isRequired = false,
  isInvalid = false,
  errorMessage,
  className,
  children,
}: ChoiceGroupProps) {
  const say = useSay();
  const ownId = useId();
  const [chosen, setChosen] = useState<string | null>(defaultValue);
  const current = value === undefined ? chosen : value;
  const labelId = `${ownId}-label`;
  const errorId = `${ownId}-error`;
  const invalid = isInvalid || Boolean(errorMessage);
  const describedBy = [ariaDescribedBy, errorMessage ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  const state: ChoiceGroupState = {
    name: name ?? ownId,
    value: current,
    hasChoice: current !== null && values.includes(current),
    choose: (next) => {
      if (value === undefined) setChosen(next);
      onChange?.(next);
    },
    isDisabled,
    isRequired,
    isInvalid: invalid,
  };
  return (
    // A div with react-aria's role rather than a fieldset: a legend cannot sit in the flex layout the groups use.
    <div
      role="radiogroup"
      id={id}
      aria-label={ariaLabel}
      aria-labelledby={label ? labelId : ariaLabelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-required={isRequired || undefined}
      aria-disabled={isDisabled || undefined}
      data-disabled={isDisabled || undefined}
      data-invalid={invalid || undefined}
      className={className}
    >
      {label && (
        <span id={labelId} className={fieldStyles.label}>
          {label}
        </span>
      )}
      <ChoiceGroupContext.Provider value={state}>{children}</ChoiceGroupContext.Provider>
      {errorMessage && (
        <span id={errorId} className={fieldStyles.error}>
          <span className={visuallyHidden}>{say('Error:')}</span> {say(errorMessage)}
        </span>
      )}
    </div>
  );
}

/** Props of {@link Choice}. */
export interface ChoiceProps {
  /** The value this option stands for. */
  value: string;
  /** This option cannot be chosen. */
  isDisabled?: boolean;
  /** The option's class (it is the `<label>` around the radio). */
  className?: string;
  /** What the option shows; its text is the radio's accessible name. */
  children: ReactNode;
}

/** One option of a {@link ChoiceGroup}: a `<label>` holding a visually hidden native radio and its content. */
export function Choice({ value, isDisabled, className, children }: ChoiceProps) {
  const group = useContext(ChoiceGroupContext);
  if (!group) throw new Error('Choice must be inside a ChoiceGroup');
  const checked = group.value === value;
  const disabled = group.isDisabled || isDisabled === true;
  return (
    <label className={className} data-selected={checked || undefined} data-disabled={disabled || undefined}>
      <input
        type="radio"
        className={visuallyHidden}
        name={group.name}
        value={value}
        checked={checked}
        disabled={disabled}
        required={group.isRequired}
        // Only the chosen radio is a Tab stop once there is one, as browsers treat a group and react-aria does:
        // focus moved into the group by script (a dialog's first field) lands on the choice, not the first option.
        tabIndex={group.hasChoice && !checked ? -1 : undefined}
        onChange={(event) => {
          if (event.currentTarget.checked) group.choose(value);
        }}
      />
      {children}
    </label>
  );
}
