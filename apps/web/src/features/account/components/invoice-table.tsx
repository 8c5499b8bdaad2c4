import { Button } from '@cabkit/ui/Button';
import { DataTable, type DataTableColumn } from '@cabkit/ui/DataTable';
import { type BookerInvoice, invoicePdfUrl } from '../api/invoices';
import * as css from './account.css';

function day(text: string): string {
  const [y, m, d] = text.slice(0, 10).split('-');
  return y && m && d ? `${d}/${m}/${y}` : text;
}

/**
 * A corporate booker's invoices (docs/behaviour/booker.md#invoices): id, period, issue date and issuer, sortable by
 * each date, in DataTable's scroll box on a phone. Every invoice can be viewed and downloaded as a PDF; only those
 * issued by 'Me' can be edited or deleted.
 */
export function InvoiceTable({
  invoices,
  onView,
  onEdit,
  onDelete,
}: {
  invoices: readonly BookerInvoice[];
  onView: (invoice: BookerInvoice) => void;
  onEdit: (invoice: BookerInvoice) => void;
  onDelete: (invoice: BookerInvoice) => void;
}) {
  const columns: DataTableColumn<BookerInvoice>[] = [
    { id: 'Code', header: 'Invoice', cell: (i) => i.Code, sortValue: (i) => i.Id, isRowHeader: true },
    { id: 'DateFrom', header: 'Date from', cell: (i) => day(i.DateFrom), sortValue: (i) => i.DateFrom.slice(0, 10) },
    { id: 'DateTo', header: 'Date to', cell: (i) => day(i.DateTo), sortValue: (i) => i.DateTo.slice(0, 10) },
    { id: 'IssueDate', header: 'Issued', cell: (i) => day(i.IssueDate), sortValue: (i) => i.IssueDate.slice(0, 10) },
    { id: 'Issuer', header: 'Issued by', cell: (i) => i.Issuer },
    {
      id: 'Actions',
      header: 'Actions',
      cell: (invoice) => (
        <div className={css.actions}>
          <Button variant="secondary" size="small" onPress={() => onView(invoice)}>
            View invoice {invoice.Code}
          </Button>
          <a href={invoicePdfUrl(invoice.Id)} download>
            Download invoice {invoice.Code} (PDF)
          </a>
          {invoice.Editable && (
            <>
              <Button
                variant="secondary"
                size="small"
                aria-label={`Edit invoice ${invoice.Code}`}
                onPress={() => onEdit(invoice)}
              >
                Edit
              </Button>
              <Button
                variant="secondary"
                size="small"
                aria-label={`Delete invoice ${invoice.Code}`}
                onPress={() => onDelete(invoice)}
              >
                Delete
              </Button>
            </>
          )}
        </div>
      ),
    },
  ];

  return (
    <DataTable
      caption="Invoices"
      columns={columns}
      rows={invoices}
      rowKey={(invoice) => invoice.Id}
      emptyMessage="No invoices yet."
    />
  );
}
