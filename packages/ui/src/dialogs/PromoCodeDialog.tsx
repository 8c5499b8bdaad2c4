import { validatePromoCode } from '@cabkit/domain';
import { TextField } from '../TextField/TextField';
import { DialogForm, FormActions, formDialog } from './Dialog';
import { ErrorSummary } from './ErrorSummary';
import { useDialogForm } from './useDialogForm';
import type { FormDialogProps } from './dialogProps';
import { useSay } from '../parts/words';

/** Props of `PromoCodeDialog`. */
export interface PromoCodeDialogProps extends FormDialogProps<{ PromoCode: string }> {
  /** Starting code. */
  defaultPromoCode?: string;
}

function PromoCodeForm({
  onSubmit,
  onOpenChange,
  isBusy,
  defaultPromoCode = '',
  errors,
  formError,
}: PromoCodeDialogProps) {
  const say = useSay();
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
      <TextField label={say('Promo code')} autoComplete="off" {...form.fieldProps('PromoCode')} autoFocus />
      <FormActions busy={form.busy} submitLabel="Apply" onCancel={() => onOpenChange(false)} />
    </DialogForm>
  );
}

/** "Add Promo Code" (docs/behaviour/quotation.md#promo-code): one required code ('Promo code is required'), Enter submits. */
export const PromoCodeDialog = formDialog(PromoCodeForm, (say) => say('Add Promo Code'), {
  name: 'PromoCodeDialog',
  size: 'small',
});
