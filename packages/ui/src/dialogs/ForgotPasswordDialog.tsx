import { validateForgotPassword } from '@cabkit/domain';
import { Button } from '../Button/Button';
import { EmailField } from '../TextField/fields';
import { Dialog, DialogActions, DialogForm } from './Dialog';
import { ErrorSummary } from './ErrorSummary';
import { useDialogForm } from './useDialogForm';
import type { FormDialogProps } from './dialogProps';

/** Props of `ForgotPasswordDialog`. */
export interface ForgotPasswordDialogProps extends FormDialogProps<{ Email: string }> {
  /** Starting email (e.g. typed on the sign-in tab). */
  defaultEmail?: string;
  /** Title (default "Forgot password"). */
  title?: string;
}

function ForgotPasswordForm({ onSubmit, isBusy, defaultEmail = '', errors, formError }: ForgotPasswordDialogProps) {
  const form = useDialogForm({
    initialValues: { Email: defaultEmail },
    validate: (values) => validateForgotPassword(values.Email),
    onSubmit,
    isBusy,
    errors,
    formError,
  });
  return (
    <DialogForm onSubmit={form.submit}>
      <ErrorSummary errors={form.summary} focusKey={form.attempt} />
      <EmailField label="Email" {...form.fieldProps('Email')} autoFocus />
      <DialogActions>
        <Button type="submit" isPending={form.busy}>
          {form.busy ? 'Processing' : 'OK'}
        </Button>
      </DialogActions>
    </DialogForm>
  );
}

/**
 * Forgot password (docs/behaviour/people.md#forgot-password): one email field, OK shows Processing during the call, Enter submits, closing clears
 * errors (the form remounts on each opening), 500 px wide.
 */
export function ForgotPasswordDialog(props: ForgotPasswordDialogProps) {
  const { open, onOpenChange, title = 'Forgot password' } = props;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description="Enter your email and we will send you a link to reset your password."
      size="medium"
    >
      <ForgotPasswordForm {...props} />
    </Dialog>
  );
}
