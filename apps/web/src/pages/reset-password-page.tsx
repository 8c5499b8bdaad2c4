import { useParams } from 'react-router-dom';
import { cleanParam } from '../app/paths';
import { ResetPassword } from '../features/account';

/** The reset-password page `/resetpassword/{id}/{code}` (the e-mailed link; also `/resetpassword` without one). */
export default function ResetPasswordPage() {
  const { id, code } = useParams();
  return <ResetPassword key={`${id}/${code}`} id={cleanParam(id)} code={cleanParam(code)} />;
}
