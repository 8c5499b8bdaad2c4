// The statement alone, not the feature's index: the index also holds the dashboard's weekly chart, which this page
// does not show and would otherwise load with its first view.
import { Statement } from '../features/booker/components/statement';

/** The commission statement page `/commission` (corporate bookers). */
export default function CommissionPage() {
  return <Statement />;
}
