import { type InvoiceDetailsForm, validateInvoiceDetails } from '@cabkit/domain';
import { PostcodeField } from '../TextField/fields';
import { TextField } from '../TextField/TextField';
import { DialogForm, FormActions, formDialog, titleOfWords } from './Dialog';
import { ErrorSummary } from './ErrorSummary';
import { useDialogForm } from './useDialogForm';
import type { FormDialogProps } from './dialogProps';

/** What the invoice-details dialog says, so an app words it in its reader's language. */
interface InvoiceDetailsDialogWords {
  title: string;
  company: string;
  name: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  postcode: string;
  country: string;
  vatNumber: string;
  email: string;
  save: string;
}

const englishWords: InvoiceDetailsDialogWords = {
  title: 'Update Invoice',
  company: 'Company',
  name: 'Name',
  addressLine1: 'Address line 1',
  addressLine2: 'Address line 2',
  city: 'City',
  postcode: 'Postcode',
  country: 'Country',
  vatNumber: 'VAT number',
  email: 'Invoice e-mail',
  save: 'Save',
};

/** Props of `InvoiceDetailsDialog`. */
export interface InvoiceDetailsDialogProps extends Omit<FormDialogProps<InvoiceDetailsForm>, 'isBusy' | 'formError'> {
  /** The details saved so far. */
  defaultValues?: Partial<InvoiceDetailsForm>;
  /** What the dialog says, in the reader's language (each word left out stays en-GB). */
  words?: Partial<InvoiceDetailsDialogWords>;
}

type TextName = keyof InvoiceDetailsForm;

function InvoiceDetailsFormFields({ onSubmit, onOpenChange, defaultValues, errors, words }: InvoiceDetailsDialogProps) {
  const w = { ...englishWords, ...words };
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
      <TextField label={w.company} autoComplete="organization" autoFocus {...field('Company', false)} />
      <TextField label={w.name} autoComplete="name" {...field('Name')} />
      <TextField label={w.addressLine1} autoComplete="address-line1" {...field('AddressLine1')} />
      <TextField label={w.addressLine2} autoComplete="address-line2" {...field('AddressLine2', false)} />
      <TextField label={w.city} autoComplete="address-level2" {...field('City')} />
      <PostcodeField label={w.postcode} {...field('PostalCode')} />
      <TextField label={w.country} autoComplete="country-name" {...field('Country')} />
      <TextField label={w.vatNumber} {...field('VatNumber', false)} />
      <TextField label={w.email} type="email" autoComplete="email" {...field('Email', false)} />
      <FormActions busy={form.busy} submitLabel={w.save} onCancel={() => onOpenChange(false)} />
    </DialogForm>
  );
}

/**
 * Update invoice for a customer (docs/behaviour/account.md#invoice-details): who and where their invoices are made
 * out to, checked by the domain's `validateInvoiceDetails` with every error listed at once in screen order.
 */
export const InvoiceDetailsDialog = formDialog(InvoiceDetailsFormFields, titleOfWords(englishWords), {
  name: 'InvoiceDetailsDialog',
});
