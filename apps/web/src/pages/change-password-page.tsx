import { ChangePassword } from '../features/account';

/** The change-password page `/changepassword`. */
export default function ChangePasswordPage() {
  return <ChangePassword />;
}
