import { Invoices } from '../features/account';

/** The invoice page `/invoice`. */
export default function InvoicePage() {
  return <Invoices />;
}
