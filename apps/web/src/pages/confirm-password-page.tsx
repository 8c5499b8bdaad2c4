import { ConfirmPassword } from '../features/account';

/** The confirm-password page `/confirmpassword`: where a new password from a reset link lands. */
export default function ConfirmPasswordPage() {
  return <ConfirmPassword />;
}
