import { toResult, validateText } from '@cabkit/domain';
import { TextField } from '../TextField/TextField';
import { DialogForm, FormActions, formDialog, titleOfWords } from './Dialog';
import * as styles from './Dialog.css';
import { ErrorSummary } from './ErrorSummary';
import { useDialogForm } from './useDialogForm';
import type { FormDialogProps } from './dialogProps';

/** Values of a booker invoice (/api/bookerinvoice: datefrom, dateto), dates as yyyy-mm-dd. */
export interface UpdateInvoiceValues {
  /** First day covered. */
  DateFrom: string;
  /** Last day covered. */
  DateTo: string;
}

/** What the invoice-period dialog says, so an app words it in its reader's language. */
interface UpdateInvoiceDialogWords {
  title: string;
  dateFrom: string;
  dateTo: string;
  save: string;
}

const englishWords: UpdateInvoiceDialogWords = {
  title: 'Invoice',
  dateFrom: 'Date from',
  dateTo: 'Date to',
  save: 'Save',
};

/** Props of `UpdateInvoiceDialog`. */
export interface UpdateInvoiceDialogProps extends FormDialogProps<UpdateInvoiceValues> {
  /** Starting values (editing an invoice issued by 'Me'). */
  defaultValues?: Partial<UpdateInvoiceValues>;
  /** What the dialog says, in the reader's language (each word left out stays en-GB). */
  words?: Partial<UpdateInvoiceDialogWords>;
}

/** Message when the period ends before it starts. */
export const INVOICE_PERIOD_MESSAGE = 'Date to must not be before Date from';

/** Validates an invoice period: both dates required, Date to not before Date from. */
export function validateInvoicePeriod(values: UpdateInvoiceValues) {
  const from = validateText(values.DateFrom, 'Date from');
  const to = validateText(values.DateTo, 'Date to');
  const order = !from && !to && values.DateTo < values.DateFrom ? INVOICE_PERIOD_MESSAGE : undefined;
  return toResult([
    ['DateFrom', from],
    ['DateTo', to ?? order],
  ]);
}

function UpdateInvoiceForm({
  onSubmit,
  onOpenChange,
  defaultValues,
  isBusy,
  errors,
  formError,
  words,
}: UpdateInvoiceDialogProps) {
  const w = { ...englishWords, ...words };
  const form = useDialogForm<UpdateInvoiceValues>({
    initialValues: { DateFrom: '', DateTo: '', ...defaultValues },
    validate: validateInvoicePeriod,
    onSubmit,
    isBusy,
    errors,
    formError,
  });
  const field = (name: keyof UpdateInvoiceValues) => ({ ...form.fieldProps(name), type: 'date' as const });
  return (
    <DialogForm onSubmit={form.submit}>
      <ErrorSummary errors={form.summary} focusKey={form.attempt} />
      <div className={styles.row}>
        <TextField label={w.dateFrom} autoFocus {...field('DateFrom')} />
        <TextField label={w.dateTo} {...field('DateTo')} />
      </div>
      <FormActions busy={form.busy} submitLabel={w.save} onCancel={() => onOpenChange(false)} />
    </DialogForm>
  );
}

/** Update invoice (docs/behaviour/booker.md#invoices): the period of a booker invoice issued by 'Me'. */
export const UpdateInvoiceDialog = formDialog(UpdateInvoiceForm, titleOfWords(englishWords), {
  name: 'UpdateInvoiceDialog',
});
