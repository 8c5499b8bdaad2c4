/**
 * The account feature (docs/behaviour/account.md#change-password): the profile page and its Update Profile dialog, change password, the reset
 * link's page, the confirm-password page and the invoice page.
 */
export { ChangePassword } from './components/change-password';
export { ConfirmPassword } from './components/confirm-password';
export { Invoices } from './components/invoices';
export { Profile } from './components/profile';
export { ResetPassword } from './components/reset-password';
export { invoiceAnswers } from './api/invoices';
export { savedCardsAnswers } from '../payment/saved-cards';
