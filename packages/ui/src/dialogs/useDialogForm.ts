import type { ValidationResult } from '@cabkit/domain';
import { useRef, useState } from 'react';
import type { SummaryError } from './ErrorSummary';

/** Options of `useDialogForm`. */
export interface DialogFormOptions<V> {
  /** Starting values (the form resets to them each time the dialog opens, since the body remounts). */
  initialValues: V;
  /** The domain's form validator; its field names are the field `name`s. */
  validate: (values: V) => ValidationResult;
  /** Called with valid values; a rejection counts as a failure. */
  onSubmit: (values: V) => Promise<void> | void;
  /** Fields emptied after a failed submit (passwords, docs/behaviour/common.md#password). */
  clearOnFailure?: readonly (keyof V & string)[];
  /** Busy from outside (the caller's request is running). */
  isBusy?: boolean;
  /** Field errors from outside (e.g. the server), by field name. */
  errors?: Partial<Record<string, string>>;
  /** A form-wide error from outside. */
  formError?: string;
}

/** State and handlers of a dialog form. */
export interface DialogFormState<V> {
  /** Current values. */
  values: V;
  /** Sets one value. */
  setValue: <K extends keyof V>(field: K, value: V[K]) => void;
  /** Replaces several values at once. */
  setValues: (patch: Partial<V>) => void;
  /** True after the first submit attempt: every field shows its message. */
  submitted: boolean;
  /** The message to show on a field now (after a submit, or an outside error). */
  errorFor: (field: string) => string | undefined;
  /** A validator for one field, for the field's own on-blur check. */
  validatorFor: (field: string) => (value: string) => string | undefined;
  /** What a text field of the form takes: its name, value, change handler, on-blur check and message now. */
  fieldProps: (field: keyof V & string) => TextFieldBinding;
  /** Errors for the summary (after a failed submit). */
  summary: SummaryError[];
  /** Increments on every failed submit (refocuses the summary). */
  attempt: number;
  /** True while the submit call runs or `isBusy`. */
  busy: boolean;
  /** Validates and, when valid, calls `onSubmit`. */
  submit: () => Promise<void>;
  /** Forgets the submit attempt and errors. */
  clearErrors: () => void;
}

/** The props that bind a text field to one value of a dialog form. */
interface TextFieldBinding {
  name: string;
  value: string;
  onChange: (value: string) => void;
  validate: (value: string) => string | undefined;
  errorMessage: string | undefined;
}

/** Returns the text of a rejection for the summary. */
function failureText(reason: unknown): string | undefined {
  if (reason instanceof Error && reason.message.trim() !== '') return reason.message;
  if (typeof reason === 'string' && reason.trim() !== '') return reason;
  return undefined;
}

/**
 * Form state for a dialog: values, the domain validator run on submit (and per field on blur), the govuk error
 * summary, busy handling (a second submit while busy is ignored) and clearing fields after a failure.
 */
export function useDialogForm<V extends object>({
  initialValues,
  validate,
  onSubmit,
  clearOnFailure = [],
  isBusy = false,
  errors,
  formError,
}: DialogFormOptions<V>): DialogFormState<V> {
  const [values, setAll] = useState<V>(initialValues);
  const [submitted, setSubmitted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const pendingRef = useRef(false);
  const result = validate(values);
  const ownErrors = submitted && !result.ok ? result.errors : [];
  const errorFor = (field: string) =>
    errors?.[field] ?? (submitted ? ownErrors.find((e) => e.field === field)?.message : undefined);
  const summary: SummaryError[] = [];
  const formWide = formError ?? failure;
  if (formWide) summary.push({ message: formWide });
  for (const error of ownErrors) summary.push({ field: error.field, message: error.message });
  for (const [field, message] of Object.entries(errors ?? {})) {
    if (message && !ownErrors.some((e) => e.field === field)) summary.push({ field, message });
  }
  const busy = isBusy || pending;

  const submit = async () => {
    if (busy || pendingRef.current) return;
    setSubmitted(true);
    setFailure(undefined);
    const check = validate(values);
    if (!check.ok) {
      setAttempt((n) => n + 1);
      return;
    }
    pendingRef.current = true;
    setPending(true);
    try {
      await onSubmit(values);
    } catch (reason) {
      setFailure(failureText(reason));
      if (clearOnFailure.length > 0) {
        setAll((current) => {
          const next = { ...current };
          for (const field of clearOnFailure) (next as Record<string, unknown>)[field] = '';
          return next;
        });
        setSubmitted(false);
      }
      setAttempt((n) => n + 1);
    } finally {
      pendingRef.current = false;
      setPending(false);
    }
  };

  const validatorFor = (field: string) => (value: string) => {
    const check = validate({ ...values, [field]: value });
    return check.ok ? undefined : check.errors.find((e) => e.field === field)?.message;
  };

  return {
    values,
    setValue: (field, value) => setAll((current) => ({ ...current, [field]: value })),
    setValues: (patch) => setAll((current) => ({ ...current, ...patch })),
    submitted,
    errorFor,
    validatorFor,
    fieldProps: (field) => ({
      name: field,
      value: String(values[field] ?? ''),
      onChange: (value: string) => setAll((current) => ({ ...current, [field]: value })),
      validate: validatorFor(field),
      errorMessage: errorFor(field),
    }),
    summary,
    attempt,
    busy,
    submit,
    clearErrors: () => {
      setSubmitted(false);
      setFailure(undefined);
    },
  };
}
