import { dialingCodeOr, toResult, validateEmail, validatePhone, validateText } from '@cabkit/domain';
import { Checkbox } from '../Checkbox/Checkbox';
import { PhoneField } from '../PhoneField/PhoneField';
import { EmailField, PasswordField } from '../TextField/fields';
import { TextField } from '../TextField/TextField';
import { DialogForm, FormActions, formDialog } from './Dialog';
import * as styles from './Dialog.css';
import { ErrorSummary } from './ErrorSummary';
import { useDialogForm } from './useDialogForm';
import type { FormDialogProps } from './dialogProps';
import { useSay } from '../parts/words';

/** Values of the profile form (PUT /api/updateprofile). */
export interface UpdateProfileValues {
  /** First name. */
  FirstName: string;
  /** Last name. */
  LastName: string;
  /** Email. */
  Email: string;
  /** Phone digits. */
  Phone: string;
  /** Dialing code. */
  DialingCode: string;
  /** SMS mailing list. */
  SmsMailingList: boolean;
  /** Email mailing list. */
  EmailMailingList: boolean;
  /** The current password, asked for only when the e-mail changes (empty otherwise). */
  CurrentPassword?: string;
}

/** Label of the current-password field shown when the e-mail changes. */
export const CURRENT_PASSWORD_LABEL = 'Current password';

/** True when `email` differs from the account's e-mail (case and surrounding spaces ignored). */
export function emailChanged(email: string, originalEmail: string | undefined): boolean {
  return email.trim().toLowerCase() !== (originalEmail ?? '').trim().toLowerCase();
}

/** Props of `UpdateProfileDialog`. */
export interface UpdateProfileDialogProps extends FormDialogProps<UpdateProfileValues> {
  /** The current profile. */
  defaultValues?: Partial<UpdateProfileValues>;
  /** The tenant's dialing code (configuration DialingCode), for a profile saved without one. */
  dialingCode: string;
}

/**
 * Validates the profile: first name, surname, phone and email required; phone and email checked (docs/behaviour/common.md#phone); when the
 * e-mail differs from `originalEmail`, the current password is required too.
 */
export function validateProfile(values: UpdateProfileValues, originalEmail?: string) {
  const needsPassword = originalEmail !== undefined && emailChanged(values.Email, originalEmail);
  return toResult([
    ['FirstName', validateText(values.FirstName, 'First name')],
    ['LastName', validateText(values.LastName, 'Surname')],
    ['Phone', validatePhone(values.Phone, 'Phone', values.DialingCode)],
    ['Email', validateEmail(values.Email, 'Email')],
    ['CurrentPassword', needsPassword ? validateText(values.CurrentPassword ?? '', CURRENT_PASSWORD_LABEL) : undefined],
  ]);
}

function UpdateProfileForm({
  onSubmit,
  onOpenChange,
  defaultValues,
  dialingCode,
  isBusy,
  errors,
  formError,
}: UpdateProfileDialogProps) {
  const say = useSay();
  const originalEmail = defaultValues?.Email ?? '';
  const form = useDialogForm<UpdateProfileValues>({
    initialValues: {
      FirstName: '',
      LastName: '',
      Email: '',
      Phone: '',
      SmsMailingList: false,
      EmailMailingList: false,
      ...defaultValues,
      DialingCode: dialingCodeOr(defaultValues?.DialingCode, dialingCode),
      CurrentPassword: '',
    },
    validate: (values) => validateProfile(values, originalEmail),
    // The password is only sent when the e-mail changed; a failure empties it (docs/behaviour/common.md#password clears passwords).
    onSubmit: (values) =>
      onSubmit({ ...values, CurrentPassword: emailChanged(values.Email, originalEmail) ? values.CurrentPassword : '' }),
    clearOnFailure: ['CurrentPassword'],
    isBusy,
    errors,
    formError,
  });
  const field = (name: 'FirstName' | 'LastName' | 'Email') => form.fieldProps(name);
  const mailingLists = [
    ['SmsMailingList', say('Send me offers by SMS')],
    ['EmailMailingList', say('Send me offers by email')],
  ] as const;
  return (
    <DialogForm onSubmit={form.submit}>
      <ErrorSummary errors={form.summary} focusKey={form.attempt} />
      <div className={styles.row}>
        <TextField label={say('First name')} autoComplete="given-name" autoFocus {...field('FirstName')} />
        <TextField label={say('Surname')} autoComplete="family-name" {...field('LastName')} />
      </div>
      <PhoneField
        label={say('Phone')}
        name="Phone"
        value={form.values.Phone}
        onChange={(value) => form.setValue('Phone', value)}
        dialingCode={form.values.DialingCode}
        onDialingCodeChange={(code) => form.setValue('DialingCode', code)}
        validate={(value) => form.validatorFor('Phone')(value)}
        errorMessage={form.errorFor('Phone')}
      />
      <EmailField label={say('Email')} {...field('Email')} />
      {emailChanged(form.values.Email, originalEmail) && (
        <PasswordField
          label={say(CURRENT_PASSWORD_LABEL)}
          name="CurrentPassword"
          description={say('Your e-mail is changing: enter your current password to confirm it is you.')}
          value={form.values.CurrentPassword ?? ''}
          onChange={(value) => form.setValue('CurrentPassword', value)}
          validate={form.validatorFor('CurrentPassword')}
          errorMessage={form.errorFor('CurrentPassword')}
        />
      )}
      {mailingLists.map(([name, label]) => (
        <Checkbox
          key={name}
          name={name}
          isSelected={form.values[name]}
          onChange={(checked) => form.setValue(name, checked)}
        >
          {label}
        </Checkbox>
      ))}
      <FormActions busy={form.busy} submitLabel="Save" onCancel={() => onOpenChange(false)} />
    </DialogForm>
  );
}

/** Update profile (docs/behaviour/account.md#profile): name, phone with dialing code, email and the SMS / email mailing-list flags. */
export const UpdateProfileDialog = formDialog(UpdateProfileForm, (say) => say('My Profile'), {
  name: 'UpdateProfileDialog',
});
