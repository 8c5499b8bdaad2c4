import { invoiceAnswers, Invoices } from '../features/account';
import { sessionState } from '../state/session';

/** The invoice page's data: a booker's invoices (a customer who is no booker has none to read). */
export function loader() {
  const bookerId = sessionState.profile?.BookerId ?? 0;
  return bookerId > 0 ? invoiceAnswers(bookerId) : null;
}

/** The invoice page `/invoice`. */
export default function InvoicePage() {
  return <Invoices />;
}
