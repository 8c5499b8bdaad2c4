import { toResult, validateEmail, validatePhone, validateText } from '@cabkit/domain';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { PhoneField } from '../PhoneField/PhoneField';
import { EmailField } from '../TextField/fields';
import { TextField } from '../TextField/TextField';
import { Dialog, DialogActions, DialogForm } from './Dialog';
import * as styles from './Dialog.css';
import { ErrorSummary } from './ErrorSummary';
import { useDialogForm } from './useDialogForm';

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
}

/** Props of `UpdateProfileDialog`. */
export interface UpdateProfileDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called with false to close. */
  onOpenChange: (open: boolean) => void;
  /** Saves the profile; a rejection keeps the dialog open with its message. */
  onSubmit: (values: UpdateProfileValues) => Promise<void> | void;
  /** The current profile. */
  defaultValues?: Partial<UpdateProfileValues>;
  /** Saving. */
  isBusy?: boolean;
  /** Errors from outside, by field. */
  errors?: Partial<Record<keyof UpdateProfileValues, string>>;
  /** A form-wide error from outside. */
  formError?: string;
}

/** Validates the profile: first name, surname, phone and email required; phone and email checked (docs/behaviour/common.md#phone). */
export function validateProfile(values: UpdateProfileValues) {
  return toResult([
    ['FirstName', validateText(values.FirstName, 'First name')],
    ['LastName', validateText(values.LastName, 'Surname')],
    ['Phone', validatePhone(values.Phone, 'Phone', values.DialingCode)],
    ['Email', validateEmail(values.Email, 'Email')],
  ]);
}

function UpdateProfileForm({
  onSubmit,
  onOpenChange,
  defaultValues,
  isBusy,
  errors,
  formError,
}: UpdateProfileDialogProps) {
  const form = useDialogForm<UpdateProfileValues>({
    initialValues: {
      FirstName: '',
      LastName: '',
      Email: '',
      Phone: '',
      DialingCode: '+44',
      SmsMailingList: false,
      EmailMailingList: false,
      ...defaultValues,
    },
    validate: validateProfile,
    onSubmit,
    isBusy,
    errors,
    formError,
  });
  const field = (name: 'FirstName' | 'LastName' | 'Email') => ({
    name,
    value: form.values[name],
    onChange: (value: string) => form.setValue(name, value),
    validate: form.validatorFor(name),
    errorMessage: form.errorFor(name),
  });
  return (
    <DialogForm onSubmit={form.submit}>
      <ErrorSummary errors={form.summary} focusKey={form.attempt} />
      <div className={styles.row}>
        <TextField label="First name" autoComplete="given-name" autoFocus {...field('FirstName')} />
        <TextField label="Surname" autoComplete="family-name" {...field('LastName')} />
      </div>
      <PhoneField
        label="Phone"
        name="Phone"
        value={form.values.Phone}
        onChange={(value) => form.setValue('Phone', value)}
        dialingCode={form.values.DialingCode}
        onDialingCodeChange={(code) => form.setValue('DialingCode', code)}
        validate={(value) => form.validatorFor('Phone')(value)}
        errorMessage={form.errorFor('Phone')}
      />
      <EmailField label="Email" {...field('Email')} />
      <Checkbox
        name="SmsMailingList"
        isSelected={form.values.SmsMailingList}
        onChange={(checked) => form.setValue('SmsMailingList', checked)}
      >
        Send me offers by SMS
      </Checkbox>
      <Checkbox
        name="EmailMailingList"
        isSelected={form.values.EmailMailingList}
        onChange={(checked) => form.setValue('EmailMailingList', checked)}
      >
        Send me offers by email
      </Checkbox>
      <DialogActions>
        <Button type="submit" isPending={form.busy}>
          {form.busy ? 'Processing' : 'Save'}
        </Button>
        <Button variant="secondary" onPress={() => onOpenChange(false)}>
          Cancel
        </Button>
      </DialogActions>
    </DialogForm>
  );
}

/** Update profile (docs/behaviour/account.md#profile): name, phone with dialing code, email and the SMS / email mailing-list flags. */
export function UpdateProfileDialog(props: UpdateProfileDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} title="My Profile">
      <UpdateProfileForm {...props} />
    </Dialog>
  );
}
