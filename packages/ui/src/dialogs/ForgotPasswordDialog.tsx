import { validateForgotPassword } from '@cabkit/domain';
import { Button } from '../Button/Button';
import { EmailField } from '../TextField/fields';
import { Dialog, DialogActions, DialogForm } from './Dialog';
import { ErrorSummary } from './ErrorSummary';
import { useDialogForm } from './useDialogForm';
import type { FormDialogProps } from './dialogProps';

/** What the forgot-password dialog says, so an app words it in its reader's language. */
interface ForgotPasswordDialogWords {
  description: string;
  email: string;
  ok: string;
  processing: string;
}

const englishWords: ForgotPasswordDialogWords = {
  description: 'Enter your email and we will send you a link to reset your password.',
  email: 'Email',
  ok: 'OK',
  processing: 'Processing',
};

/** Props of `ForgotPasswordDialog`. */
export interface ForgotPasswordDialogProps extends FormDialogProps<{ Email: string }> {
  /** Starting email (e.g. typed on the sign-in tab). */
  defaultEmail?: string;
  /** Title (default "Forgot password"). */
  title?: string;
  /** What the dialog says, in the reader's language (each word left out stays en-GB). */
  words?: Partial<ForgotPasswordDialogWords>;
}

function ForgotPasswordForm({
  onSubmit,
  isBusy,
  defaultEmail = '',
  errors,
  formError,
  words,
}: ForgotPasswordDialogProps) {
  const w = { ...englishWords, ...words };
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
      <EmailField label={w.email} {...form.fieldProps('Email')} autoFocus />
      <DialogActions>
        <Button type="submit" isPending={form.busy}>
          {form.busy ? w.processing : w.ok}
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
  const w = { ...englishWords, ...props.words };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={w.description} size="medium">
      <ForgotPasswordForm {...props} />
    </Dialog>
  );
}
