import { toResult, validatePostcode, validateText } from '@cabkit/domain';
import { Button } from '../Button/Button';
import { Select } from '../Select/Select';
import { PostcodeField } from '../TextField/fields';
import { TextField } from '../TextField/TextField';
import { Dialog, DialogActions, DialogForm } from './Dialog';
import * as styles from './Dialog.css';
import { ErrorSummary } from './ErrorSummary';
import { useDialogForm } from './useDialogForm';

/** Values of an address-book entry (POST/PUT /api/addressbook: name, line1, line2, postcode, category). */
export interface UpdateAddressValues {
  /** Name of the place (e.g. "Home", "Mum's"). */
  Name: string;
  /** First address line. */
  Line1: string;
  /** Second address line (optional). */
  Line2: string;
  /** Postcode. */
  Postcode: string;
  /** home, work or other. */
  Category: 'home' | 'work' | 'other';
}

/** Props of `UpdateAddressDialog`. */
export interface UpdateAddressDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called with false to close. */
  onOpenChange: (open: boolean) => void;
  /** Saves the place; a rejection keeps the dialog open with its message. */
  onSubmit: (values: UpdateAddressValues) => Promise<void> | void;
  /** Starting values (editing an existing place); empty for a new one. */
  defaultValues?: Partial<UpdateAddressValues>;
  /** Saving. */
  isBusy?: boolean;
  /** Errors from outside, by field. */
  errors?: Partial<Record<keyof UpdateAddressValues, string>>;
  /** A form-wide error from outside. */
  formError?: string;
}

/** Validates an address-book entry: name, address line 1 and postcode required; line 2 optional (docs/behaviour/journey.md#addresses). */
export function validateAddressEntry(values: UpdateAddressValues) {
  return toResult([
    ['Name', validateText(values.Name, 'Name')],
    ['Line1', validateText(values.Line1, 'Address line 1')],
    ['Line2', validateText(values.Line2, 'Address line 2', { required: false })],
    ['Postcode', validatePostcode(values.Postcode, 'Postcode')],
  ]);
}

const CATEGORIES = [
  { id: 'home', label: 'Home' },
  { id: 'work', label: 'Work' },
  { id: 'other', label: 'Other' },
];

function UpdateAddressForm({
  onSubmit,
  onOpenChange,
  defaultValues,
  isBusy,
  errors,
  formError,
}: UpdateAddressDialogProps) {
  const form = useDialogForm<UpdateAddressValues>({
    initialValues: { Name: '', Line1: '', Line2: '', Postcode: '', Category: 'other', ...defaultValues },
    validate: validateAddressEntry,
    onSubmit,
    isBusy,
    errors,
    formError,
  });
  const field = (name: 'Name' | 'Line1' | 'Line2' | 'Postcode') => ({
    name,
    value: form.values[name],
    onChange: (value: string) => form.setValue(name, value),
    validate: form.validatorFor(name),
    errorMessage: form.errorFor(name),
  });
  return (
    <DialogForm onSubmit={form.submit}>
      <ErrorSummary errors={form.summary} focusKey={form.attempt} />
      <TextField label="Name" autoFocus {...field('Name')} />
      <TextField label="Address line 1" autoComplete="address-line1" {...field('Line1')} />
      <TextField label="Address line 2" autoComplete="address-line2" isRequired={false} {...field('Line2')} />
      <div className={styles.row}>
        <PostcodeField label="Postcode" {...field('Postcode')} />
        <Select
          label="Type"
          name="Category"
          items={CATEGORIES}
          value={form.values.Category}
          onChange={(id) => form.setValue('Category', (id ?? 'other') as UpdateAddressValues['Category'])}
        />
      </div>
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

/** Update address (docs/behaviour/account.md#places, My Places): name, address lines, postcode and type (home, work, other). */
export function UpdateAddressDialog(props: UpdateAddressDialogProps) {
  const isNew = !props.defaultValues?.Name;
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} title={isNew ? 'Add Place' : 'Edit Place'}>
      <UpdateAddressForm {...props} />
    </Dialog>
  );
}
