/** Cabkit dialogs (docs/behaviour/common.md#dialogs "Modals"): presentational, props in and callbacks out; import from `@cabkit/ui/dialogs`. */
export { AlertDialog, type AlertDialogProps, alertText } from './AlertDialog';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export {
  Dialog,
  DialogActions,
  type DialogActionsProps,
  DialogForm,
  type DialogFormProps,
  type DialogProps,
} from './Dialog';
export { ErrorSummary, type ErrorSummaryProps, focusField, type SummaryError } from './ErrorSummary';
export { ForgotPasswordDialog, type ForgotPasswordDialogProps } from './ForgotPasswordDialog';
export { type MenuEntry, MenuDialog, type MenuDialogProps } from './MenuDialog';
export { NoteToDriverDialog, type NoteToDriverDialogProps } from './NoteToDriverDialog';
export { PromoCodeDialog, type PromoCodeDialogProps } from './PromoCodeDialog';
export { type DialogFormOptions, type DialogFormState, useDialogForm } from './useDialogForm';
export {
  CardDetailsDialog,
  type CardDetailsDialogProps,
  type CardDetailsValues,
  type SavedCardOption,
  validateCardDetails,
} from './CardDetailsDialog';
export { PaymentProcessDialog, type PaymentProcessDialogProps } from './PaymentProcessDialog';
export { PayPalDialog, type PayPalDialogProps } from './PayPalDialog';
export { QuotationDialog, type QuotationDialogProps, type QuotationSummary } from './QuotationDialog';
export {
  ADDRESS_SEARCH_LABEL,
  ADDRESS_SEARCH_REQUIRED,
  type AddressSearchOption,
  UpdateAddressDialog,
  type UpdateAddressDialogProps,
  type UpdateAddressValues,
  validateAddressEntry,
} from './UpdateAddressDialog';
export { InvoiceDetailsDialog, type InvoiceDetailsDialogProps } from './InvoiceDetailsDialog';
export {
  INVOICE_PERIOD_MESSAGE,
  UpdateInvoiceDialog,
  type UpdateInvoiceDialogProps,
  type UpdateInvoiceValues,
  validateInvoicePeriod,
} from './UpdateInvoiceDialog';
export {
  UpdatePasswordDialog,
  type UpdatePasswordDialogProps,
  type UpdatePasswordValues,
  validateUpdatePassword,
} from './UpdatePasswordDialog';
export { ContactDialog, type ContactDialogProps, type ContactDialogValues } from './ContactDialog';
export {
  type AirportOption,
  FlightDetailsDialog,
  type FlightDetailsDialogProps,
  FlightDetailsFields,
  type FlightDetailsFieldsProps,
  NO_FLIGHT_DETAILS_LABEL,
} from './FlightDetailsDialog';
export { PAYMENT_METHOD_REQUIRED, PaymentMethodDialog, type PaymentMethodDialogProps } from './PaymentMethodDialog';
export {
  QuotationExpiredDialog,
  type QuotationExpiredDialogProps,
  requoteTimeMessage,
} from './QuotationExpiredDialog';
export {
  SignInDialog,
  type SignInDialogProps,
  type SignInTab,
  type SignInValues,
  type SignUpValues,
} from './SignInDialog';
export {
  CURRENT_PASSWORD_LABEL,
  emailChanged,
  UpdateProfileDialog,
  type UpdateProfileDialogProps,
  type UpdateProfileValues,
  validateProfile,
} from './UpdateProfileDialog';
export {
  type FinderOption,
  FlightFinderDialog,
  type FlightFinderDialogProps,
  type FlightFinderResult,
  type FlightSearch,
} from './FlightFinderDialog';
