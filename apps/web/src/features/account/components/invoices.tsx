import { ukDay } from '@cabkit/domain/time';
import { Button } from '@cabkit/ui/Button';
import { LoadError } from '@cabkit/ui/LoadError';
import { EmptyState } from '@cabkit/ui/EmptyState';
import { PageLayout } from '@cabkit/ui/PageLayout';
import { Skeleton, SkeletonTableRows } from '@cabkit/ui/Skeleton';
import { SummaryCards } from '@cabkit/ui/SummaryCards';
import { t } from '@lingui/core/macro';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { userMessage } from '../../../api/errors';
import { useRouteAnswers } from '../../../api/route-answers';
import { type FieldTable, formCallError } from '../../../api/field-errors';
import { useLanguage } from '../../../i18n/language';
import { lazyDialog, preloadOnIntent } from '../../../lib/lazy-dialog';
import { sessionState } from '../../../state/session';
import {
  type BookerInvoice,
  createInvoice,
  deleteInvoice,
  fetchInvoicePdf,
  loadedInvoices,
  getInvoices,
  updateInvoice,
} from '../api/invoices';
import * as css from './account.css';
import { InvoiceDetailsSection } from './invoice-details';

// The table loads only for a corporate booker: other customers' invoice page stays as small as it was.
const InvoiceTable = lazy(() => import('./invoice-table').then((m) => ({ default: m.InvoiceTable })));

// The dialogs load when one is about to open, not with the page.
const UpdateInvoiceDialog = lazyDialog(() => import('@cabkit/ui/dialogs').then((m) => m.UpdateInvoiceDialog));
const ConfirmDialog = lazyDialog(() => import('@cabkit/ui/dialogs').then((m) => m.ConfirmDialog));

type Editing = { invoice: BookerInvoice | null } | null;

/** The Update Invoice dialog's fields by request field (a 400 names the request field). */
const invoiceFields: FieldTable = {
  datefrom: { field: 'DateFrom', title: 'Date from' },
  dateto: { field: 'DateTo', title: 'Date to' },
};

/**
 * The invoice page (docs/behaviour/booker.md#invoices invoice): a corporate booker's invoices in a sortable table
 * (id, period, issue date, issuer), issued and changed through the Update Invoice dialog (only those issued by
 * 'Me'), each with its PDF. Other customers are told invoices belong to
 * corporate accounts.
 */
export function Invoices() {
  useLanguage();
  const { profile } = useSnapshot(sessionState);
  const bookerId = profile?.BookerId ?? 0;
  // The invoices the page's route loader read, if it did: not asked again.
  const answers = useRouteAnswers();
  const [drawn] = useState(() => (bookerId > 0 ? loadedInvoices(answers, bookerId) : undefined));
  const [invoices, setInvoices] = useState<BookerInvoice[] | null>(drawn?.ok ? drawn.answer : null);
  const [error, setError] = useState(drawn && !drawn.ok ? userMessage(drawn.error) : '');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<BookerInvoice | null>(null);
  const [notice, setNotice] = useState('');
  const [pdfError, setPdfError] = useState('');

  /** Opens the PDF in a new tab (the browser's viewer); a failure keeps this page and says why. */
  const viewPdf = async (invoice: BookerInvoice) => {
    setPdfError('');
    const tab = window.open('', '_blank');
    try {
      const url = URL.createObjectURL(await fetchInvoicePdf(invoice.Id));
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (e) {
      tab?.close();
      const reason = e instanceof Error ? e.message : String(e);
      setPdfError(t`Invoice ${invoice.Code}: ${reason}`);
    }
  };
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<'DateFrom' | 'DateTo', string>>>({});

  const load = useCallback(async () => {
    if (bookerId <= 0) return;
    setError('');
    try {
      setInvoices(await getInvoices(bookerId));
    } catch (e) {
      setError(userMessage(e));
    }
  }, [bookerId]);

  const loadedFor = useRef(drawn?.ok ? bookerId : 0);
  useEffect(() => {
    if (loadedFor.current === bookerId && loadedFor.current > 0) return;
    loadedFor.current = 0;
    void load();
  }, [load, bookerId]);

  if (bookerId <= 0) {
    return (
      <PageLayout title={t`Invoice`} width="reading">
        {profile && profile.Id > 0 ? <InvoiceDetailsSection customerId={profile.Id} /> : null}
        <section className={css.card} aria-label={t`Invoices`}>
          <p>
            {t`Invoices are issued to corporate accounts. Your receipts are e-mailed after each journey, and you can ask for one again from My bookings.`}
          </p>
        </section>
      </PageLayout>
    );
  }

  const newInvoice = (
    <Button
      {...preloadOnIntent(UpdateInvoiceDialog)}
      onPress={() => {
        setNotice('');
        setEditing({ invoice: null });
      }}
    >
      {t`New invoice`}
    </Button>
  );
  const latest = invoices?.reduce<BookerInvoice | null>(
    (last, i) => (!last || i.DateTo.slice(0, 10) > last.DateTo.slice(0, 10) ? i : last),
    null,
  );
  const skeleton = (
    <Skeleton label={t`Loading your invoices`}>
      <SkeletonTableRows rows={4} columns={5} />
    </Skeleton>
  );
  return (
    // An empty list offers New invoice as its next step, once.
    <PageLayout title={t`Invoice`} actions={invoices?.length === 0 ? undefined : newInvoice}>
      {invoices && invoices.length > 0 && (
        <SummaryCards
          label={t`Your invoices at a glance`}
          cards={[
            { id: 'count', label: t`Invoices`, value: invoices.length },
            {
              id: 'mine',
              label: t`Issued by you`,
              value: invoices.filter((i) => i.Editable).length,
            },
            ...(latest
              ? [
                  {
                    id: 'latest',
                    label: t`Invoiced up to`,
                    value: ukDay(latest.DateTo.slice(0, 10)),
                    hint: latest.Code,
                  },
                ]
              : []),
          ]}
        />
      )}
      <p role="status">{notice}</p>
      {pdfError && <p role="alert">{pdfError}</p>}
      {error && <LoadError onRetry={() => void load()}>{error}</LoadError>}
      {!error && !invoices && skeleton}
      {invoices && invoices.length === 0 && (
        <EmptyState title={t`No invoices yet`} action={newInvoice}>
          {t`Issue an invoice for a period of your company's bookings that has ended.`}
        </EmptyState>
      )}
      {invoices && invoices.length > 0 && (
        <Suspense fallback={skeleton}>
          <InvoiceTable
            invoices={invoices}
            onView={(invoice) => void viewPdf(invoice)}
            onEdit={(invoice) => {
              setNotice('');
              setEditing({ invoice });
            }}
            onDelete={(invoice) => {
              setNotice('');
              setDeleting(invoice);
            }}
          />
        </Suspense>
      )}
      <UpdateInvoiceDialog
        key={editing ? (editing.invoice?.Id ?? 'new') : 'closed'}
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        defaultValues={
          editing?.invoice
            ? { DateFrom: editing.invoice.DateFrom.slice(0, 10), DateTo: editing.invoice.DateTo.slice(0, 10) }
            : undefined
        }
        errors={fieldErrors}
        words={{ title: t`Invoice`, dateFrom: t`Date from`, dateTo: t`Date to`, save: t`Save` }}
        onSubmit={async (values) => {
          const id = editing?.invoice?.Id;
          setFieldErrors({});
          try {
            if (id) await updateInvoice(bookerId, id, values.DateFrom, values.DateTo);
            else await createInvoice(bookerId, values.DateFrom, values.DateTo);
          } catch (e) {
            const failure = formCallError(e, invoiceFields);
            if (failure.field) {
              setFieldErrors({ [failure.field]: failure.message });
              // The message shows on its field (and in the summary's link to it), not twice.
              throw new Error('');
            }
            throw failure;
          }
          setEditing(null);
          setNotice(id ? t`The invoice has been updated.` : t`The invoice has been issued.`);
          await load();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t`Please Confirm`}
        content={deleting ? t`Do you want to delete invoice ${deleting.Code}?` : ''}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await deleteInvoice(bookerId, deleting.Id);
          } catch (e) {
            throw new Error(userMessage(e));
          }
          setNotice(t`Invoice ${deleting.Code} has been deleted.`);
          setDeleting(null);
          await load();
        }}
      />
    </PageLayout>
  );
}
