/** What every dialog takes to be opened and closed from outside (it is controlled). */
export interface OpenableProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called with false to close. */
  onOpenChange: (open: boolean) => void;
}

/** What a dialog with a form of `Values` takes: a rejected `onSubmit` keeps it open and shows the message. */
export interface FormDialogProps<Values> extends OpenableProps {
  /** Saves the values; a rejection keeps the dialog open with its message. */
  onSubmit: (values: Values) => Promise<void> | void;
  /** Saving. */
  isBusy?: boolean;
  /** Errors from outside (e.g. the server), by field. */
  errors?: Partial<Record<keyof Values, string>>;
  /** A form-wide error from outside. */
  formError?: string;
}
