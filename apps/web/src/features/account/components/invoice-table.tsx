import { invoiceIssuerName } from '@cabkit/domain/model';
import { ActionMenu, type ActionMenuItem } from '@cabkit/ui/ActionMenu';
import { DataTable, type DataTableColumn } from '@cabkit/ui/DataTable';
import { t } from '@lingui/core/macro';
import { useSnapshot } from 'valtio';
import { useLanguage } from '../../../i18n/language';
import { tableWords } from '../../../i18n/table-words';
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
  useLanguage();
  const { brand, title } = useSnapshot(configState);
  const legalName = brand?.legalName || title;
  const columns: DataTableColumn<BookerInvoice>[] = [
    { id: 'Code', header: t`Invoice`, cell: (i) => i.Code, sortValue: (i) => i.Id, isRowHeader: true },
    { id: 'DateFrom', header: t`Date from`, cell: (i) => day(i.DateFrom), sortValue: (i) => i.DateFrom.slice(0, 10) },
    { id: 'DateTo', header: t`Date to`, cell: (i) => day(i.DateTo), sortValue: (i) => i.DateTo.slice(0, 10) },
    { id: 'IssueDate', header: t`Issued`, cell: (i) => day(i.IssueDate), sortValue: (i) => i.IssueDate.slice(0, 10) },
    {
      id: 'Issuer',
      header: t`Issued by`,
      cell: (i) => invoiceIssuerName(i.Issuer, { self: t`Me`, legalName }),
      truncate: true,
    },
  ];
  const actionsOf = (invoice: BookerInvoice): ActionMenuItem[] => [
    { id: 'view', label: t`View invoice`, onAction: () => onView(invoice) },
    { id: 'download', label: t`Download PDF`, href: invoicePdfUrl(invoice.Id), download: true },
    ...(invoice.Editable
      ? [
          { id: 'edit', label: t`Edit invoice`, onAction: () => onEdit(invoice) },
          { id: 'delete', label: t`Delete invoice`, onAction: () => onDelete(invoice), isDanger: true },
        ]
      : []),
  ];

  return (
    <DataTable
      caption={t`Invoices`}
      columns={columns}
      rows={invoices}
      rowKey={(invoice) => invoice.Id}
      words={tableWords()}
      emptyMessage={t`No invoices yet.`}
      rowActions={(invoice) => <ActionMenu label={t`Actions for invoice ${invoice.Code}`} items={actionsOf(invoice)} />}
    />
  );
}
