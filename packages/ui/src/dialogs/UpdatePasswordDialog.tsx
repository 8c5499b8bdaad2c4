import { toResult, validateConfirmPassword, validatePassword, validateText } from '@cabkit/domain';
import { ConfirmPasswordField, PasswordField } from '../TextField/fields';
import { DialogForm, FormActions, formDialog, titleOfWords } from './Dialog';
import { ErrorSummary } from './ErrorSummary';
import { useDialogForm } from './useDialogForm';
import type { FormDialogProps } from './dialogProps';

/** Values of the update-password form. */
export interface UpdatePasswordValues {
  /** Current password. */
  OldPassword: string;
  /** New password. */
  Password: string;
  /** New password again. */
  ConfirmPassword: string;
}

/** What the update-password dialog says, so an app words it in its reader's language. */
interface UpdatePasswordDialogWords {
  title: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
  save: string;
}

const englishWords: UpdatePasswordDialogWords = {
  title: 'Change Password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  save: 'Save',
};

/** Props of `UpdatePasswordDialog`. */
export interface UpdatePasswordDialogProps extends Omit<FormDialogProps<UpdatePasswordValues>, 'formError'> {
  /** What the dialog says, in the reader's language (each word left out stays en-GB). */
  words?: Partial<UpdatePasswordDialogWords>;
}

/** Validates the update-password form: current password required; new one 6-20 characters; confirm matches (docs/behaviour/common.md#password). */
export function validateUpdatePassword(values: UpdatePasswordValues) {
  return toResult([
    ['OldPassword', validateText(values.OldPassword, 'Current password')],
    ['Password', validatePassword(values.Password, 'New password')],
    ['ConfirmPassword', validateConfirmPassword(values.Password, values.ConfirmPassword, 'Confirm password')],
  ]);
}

function UpdatePasswordForm({ onSubmit, onOpenChange, isBusy, errors, words }: UpdatePasswordDialogProps) {
  const w = { ...englishWords, ...words };
  const form = useDialogForm<UpdatePasswordValues>({
    initialValues: { OldPassword: '', Password: '', ConfirmPassword: '' },
    validate: validateUpdatePassword,
    onSubmit,
    clearOnFailure: ['OldPassword', 'Password', 'ConfirmPassword'],
    isBusy,
    errors,
  });
  const field = (name: keyof UpdatePasswordValues) => form.fieldProps(name);
  return (
    <DialogForm onSubmit={form.submit}>
      <ErrorSummary errors={form.summary} focusKey={form.attempt} />
      <PasswordField label={w.currentPassword} autoFocus {...field('OldPassword')} />
      <PasswordField label={w.newPassword} autoComplete="new-password" {...field('Password')} />
      <ConfirmPasswordField label={w.confirmPassword} password={form.values.Password} {...field('ConfirmPassword')} />
      <FormActions busy={form.busy} submitLabel={w.save} onCancel={() => onOpenChange(false)} />
    </DialogForm>
  );
}

/** Update password (docs/behaviour/account.md#change-password): current, new and confirm password; Enter submits; fields cleared on failure. */
export const UpdatePasswordDialog = formDialog(UpdatePasswordForm, titleOfWords(englishWords), {
  name: 'UpdatePasswordDialog',
});
