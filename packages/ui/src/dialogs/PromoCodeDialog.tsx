import { validatePromoCode } from '@cabkit/domain';
import { TextField } from '../TextField/TextField';
import { Dialog, DialogForm, FormActions } from './Dialog';
import { ErrorSummary } from './ErrorSummary';
import { useDialogForm } from './useDialogForm';

/** Props of `PromoCodeDialog`. */
export interface PromoCodeDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called with false to close. */
  onOpenChange: (open: boolean) => void;
  /** Applies the code; a rejection keeps the dialog open and shows its message (docs/behaviour/quotation.md#promo-code promo errors). */
  onSubmit: (values: { PromoCode: string }) => Promise<void> | void;
  /** The call is running. */
  isBusy?: boolean;
  /** Starting code. */
  defaultPromoCode?: string;
  /** Errors from outside, by field (`PromoCode`). */
  errors?: Partial<Record<'PromoCode', string>>;
  /** A form-wide error from outside. */
  formError?: string;
}

function PromoCodeForm({
  onSubmit,
  onOpenChange,
  isBusy,
  defaultPromoCode = '',
  errors,
  formError,
}: PromoCodeDialogProps) {
  const form = useDialogForm({
    initialValues: { PromoCode: defaultPromoCode },
    validate: (values) => validatePromoCode(values.PromoCode),
    onSubmit: (values) => onSubmit({ PromoCode: values.PromoCode.trim() }),
    isBusy,
    errors,
    formError,
  });
  return (
    <DialogForm onSubmit={form.submit}>
      <ErrorSummary errors={form.summary} focusKey={form.attempt} />
      <TextField label="Promo code" autoComplete="off" {...form.fieldProps('PromoCode')} autoFocus />
      <FormActions busy={form.busy} submitLabel="Apply" onCancel={() => onOpenChange(false)} />
    </DialogForm>
  );
}

/** "Add Promo Code" (docs/behaviour/quotation.md#promo-code): one required code ('Promo code is required'), Enter submits. */
export function PromoCodeDialog(props: PromoCodeDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} title="Add Promo Code" size="small">
      <PromoCodeForm {...props} />
    </Dialog>
  );
}
