import { type InvoiceDetailsForm, validateInvoiceDetails } from '@cabkit/domain';
import { PostcodeField } from '../TextField/fields';
import { TextField } from '../TextField/TextField';
import { Dialog, DialogForm, FormActions } from './Dialog';
import { ErrorSummary } from './ErrorSummary';
import { useDialogForm } from './useDialogForm';
import type { FormDialogProps } from './dialogProps';

/** Props of `InvoiceDetailsDialog`. */
export interface InvoiceDetailsDialogProps extends Omit<FormDialogProps<InvoiceDetailsForm>, 'isBusy' | 'formError'> {
  /** The details saved so far. */
  defaultValues?: Partial<InvoiceDetailsForm>;
}

type TextName = keyof InvoiceDetailsForm;

function InvoiceDetailsFormFields({ onSubmit, onOpenChange, defaultValues, errors }: InvoiceDetailsDialogProps) {
  const form = useDialogForm<InvoiceDetailsForm>({
    initialValues: {
      Company: '',
      Name: '',
      AddressLine1: '',
      AddressLine2: '',
      City: '',
      PostalCode: '',
      Country: 'United Kingdom',
      VatNumber: '',
      Email: '',
      ...defaultValues,
    },
    validate: validateInvoiceDetails,
    onSubmit,
    errors,
  });
  const field = (name: TextName, required = true) => ({ ...form.fieldProps(name), isRequired: required });
  return (
    <DialogForm onSubmit={form.submit}>
      <ErrorSummary errors={form.summary} focusKey={form.attempt} />
      <TextField label="Company" autoComplete="organization" autoFocus {...field('Company', false)} />
      <TextField label="Name" autoComplete="name" {...field('Name')} />
      <TextField label="Address line 1" autoComplete="address-line1" {...field('AddressLine1')} />
      <TextField label="Address line 2" autoComplete="address-line2" {...field('AddressLine2', false)} />
      <TextField label="City" autoComplete="address-level2" {...field('City')} />
      <PostcodeField label="Postcode" {...field('PostalCode')} />
      <TextField label="Country" autoComplete="country-name" {...field('Country')} />
      <TextField label="VAT number" {...field('VatNumber', false)} />
      <TextField label="Invoice e-mail" type="email" autoComplete="email" {...field('Email', false)} />
      <FormActions busy={form.busy} submitLabel="Save" onCancel={() => onOpenChange(false)} />
    </DialogForm>
  );
}

/**
 * Update invoice for a customer (docs/behaviour/account.md#invoice-details): who and where their invoices are made
 * out to, checked by the domain's `validateInvoiceDetails` with every error listed at once in screen order.
 */
export function InvoiceDetailsDialog(props: InvoiceDetailsDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} title="Update Invoice">
      <InvoiceDetailsFormFields {...props} />
    </Dialog>
  );
}
