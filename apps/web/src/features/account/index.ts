/**
 * The account feature (SPEC 1, 2, 5): the profile page and its Update Profile dialog, change password, the reset
 * link's page, the confirm-password page and the invoice page.
 */
export { ChangePassword } from './components/change-password';
export { ConfirmPassword } from './components/confirm-password';
export { Invoices } from './components/invoices';
export { Profile } from './components/profile';
export { ResetPassword } from './components/reset-password';
