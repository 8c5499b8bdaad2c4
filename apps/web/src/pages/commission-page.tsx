import { Statement } from '../features/booker';

/** The commission statement page `/commission` (corporate bookers). */
export default function CommissionPage() {
  return <Statement />;
}
