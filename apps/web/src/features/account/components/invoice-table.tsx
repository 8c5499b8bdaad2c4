import { invoiceIssuerName } from '@cabkit/domain/model';
import { ActionMenu, type ActionMenuItem } from '@cabkit/ui/ActionMenu';
import { DataTable, type DataTableColumn } from '@cabkit/ui/DataTable';
import { useSnapshot } from 'valtio';
import { configState } from '../../../state/config';
import { type BookerInvoice, invoicePdfUrl } from '../api/invoices';

function day(text: string): string {
  const [y, m, d] = text.slice(0, 10).split('-');
  return y && m && d ? `${d}/${m}/${y}` : text;
}

/**
 * A corporate booker's invoices (docs/behaviour/booker.md#invoices): id, period, issue date and issuer, sortable by
 * each date, in DataTable's scroll box on a phone. Each row's actions are one menu: every invoice can be viewed and
 * downloaded as a PDF; only those issued by 'Me' can be edited or deleted. A company invoice names the tenant's
 * legal name (its brand block) as its issuer, as its PDF does.
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
  const { brand, title } = useSnapshot(configState);
  const legalName = brand?.legalName || title;
  const columns: DataTableColumn<BookerInvoice>[] = [
    { id: 'Code', header: 'Invoice', cell: (i) => i.Code, sortValue: (i) => i.Id, isRowHeader: true },
    { id: 'DateFrom', header: 'Date from', cell: (i) => day(i.DateFrom), sortValue: (i) => i.DateFrom.slice(0, 10) },
    { id: 'DateTo', header: 'Date to', cell: (i) => day(i.DateTo), sortValue: (i) => i.DateTo.slice(0, 10) },
    { id: 'IssueDate', header: 'Issued', cell: (i) => day(i.IssueDate), sortValue: (i) => i.IssueDate.slice(0, 10) },
    {
      id: 'Issuer',
      header: 'Issued by',
      cell: (i) => invoiceIssuerName(i.Issuer, { self: 'Me', legalName }),
      truncate: true,
    },
  ];
  const actionsOf = (invoice: BookerInvoice): ActionMenuItem[] => [
    { id: 'view', label: 'View invoice', onAction: () => onView(invoice) },
    { id: 'download', label: 'Download PDF', href: invoicePdfUrl(invoice.Id), download: true },
    ...(invoice.Editable
      ? [
          { id: 'edit', label: 'Edit invoice', onAction: () => onEdit(invoice) },
          { id: 'delete', label: 'Delete invoice', onAction: () => onDelete(invoice), isDanger: true },
        ]
      : []),
  ];

  return (
    <DataTable
      caption="Invoices"
      columns={columns}
      rows={invoices}
      rowKey={(invoice) => invoice.Id}
      emptyMessage="No invoices yet."
      rowActions={(invoice) => <ActionMenu label={`Actions for invoice ${invoice.Code}`} items={actionsOf(invoice)} />}
    />
  );
}
