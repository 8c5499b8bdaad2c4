import { Skeleton, SkeletonText } from '@cabkit/ui/Skeleton';
import { Button } from '@cabkit/ui/Button';
import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { userMessage } from '../../../api/errors';
import { type FieldTable, formCallError } from '../../../api/field-errors';
import { useLanguage } from '../../../i18n/language';
import { lazyDialog, preloadOnIntent } from '../../../lib/lazy-dialog';
import { getInvoiceDetails, type InvoiceDetails, saveInvoiceDetails } from '../api/invoices';
import * as css from './account.css';

// The dialog loads when it is about to open, not with the page.
const InvoiceDetailsDialog = lazyDialog(() => import('@cabkit/ui/dialogs').then((m) => m.InvoiceDetailsDialog));

/** The dialog's fields by request field (a 400 names the request field). */
const detailsFields: FieldTable = {
  company: { field: 'Company', title: 'Company' },
  name: { field: 'Name', title: 'Name' },
  addressline1: { field: 'AddressLine1', title: 'Address line 1' },
  addressline2: { field: 'AddressLine2', title: 'Address line 2' },
  city: { field: 'City', title: 'City' },
  postcode: { field: 'PostalCode', title: 'Postcode' },
  country: { field: 'Country', title: 'Country' },
  vatnumber: { field: 'VatNumber', title: 'VAT number' },
  email: { field: 'Email', title: 'Invoice e-mail' },
};

/** The lines of the details as shown, in the dialog's order and the active language; empty lines are left out. */
function detailLines(details: InvoiceDetails): [string, string][] {
  const lines: [string, string][] = [
    [t`Company`, details.Company],
    [t`Name`, details.Name],
    [t`Address`, [details.AddressLine1, details.AddressLine2].filter(Boolean).join(', ')],
    [t`City`, details.City],
    [t`Postcode`, details.PostalCode],
    [t`Country`, details.Country],
    [t`VAT number`, details.VatNumber],
    [t`Invoice e-mail`, details.Email],
  ];
  return lines.filter(([, value]) => value !== '');
}

/**
 * The customer's invoice details (docs/behaviour/account.md#invoice-details): shown as stored, with Edit opening the
 * Update Invoice dialog; a field the server refuses shows on that field.
 */
export function InvoiceDetailsSection({ customerId }: { customerId: number }) {
  useLanguage();
  const [details, setDetails] = useState<InvoiceDetails | null>(null);
  const [error, setError] = useState('');
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof InvoiceDetails, string>>>({});

  useEffect(() => {
    let live = true;
    getInvoiceDetails(customerId)
      .then((loaded) => live && setDetails(loaded))
      .catch((e: unknown) => live && setError(userMessage(e)));
    return () => {
      live = false;
    };
  }, [customerId]);

  const lines = details ? detailLines(details) : [];
  return (
    <section className={css.card} aria-label={t`Invoice details`}>
      <h2>{t`Invoice details`}</h2>
      {error && <p role="alert">{error}</p>}
      {!error && !details && (
        <Skeleton label={t`Loading your invoice details`}>
          <SkeletonText lines={3} />
        </Skeleton>
      )}
      {details && lines.length === 0 && <p>{t`You have not given any invoice details yet.`}</p>}
      {lines.length > 0 && (
        <dl>
          {lines.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <p role="status">{notice}</p>
      {details && (
        <Button
          {...preloadOnIntent(InvoiceDetailsDialog)}
          onPress={() => {
            setNotice('');
            setFieldErrors({});
            setEditing(true);
          }}
        >
          {t`Edit invoice details`}
        </Button>
      )}
      <InvoiceDetailsDialog
        key={editing ? 'open' : 'closed'}
        open={editing}
        onOpenChange={setEditing}
        defaultValues={details ?? undefined}
        errors={fieldErrors}
        words={{
          title: t`Update Invoice`,
          company: t`Company`,
          name: t`Name`,
          addressLine1: t`Address line 1`,
          addressLine2: t`Address line 2`,
          city: t`City`,
          postcode: t`Postcode`,
          country: t`Country`,
          vatNumber: t`VAT number`,
          email: t`Invoice e-mail`,
          save: t`Save`,
        }}
        onSubmit={async (values) => {
          setFieldErrors({});
          try {
            setDetails(await saveInvoiceDetails(customerId, values));
          } catch (e) {
            const failure = formCallError(e, detailsFields);
            if (failure.field) {
              setFieldErrors({ [failure.field]: failure.message });
              // The message shows on its field (and in the summary's link to it), not twice.
              throw new Error('');
            }
            throw failure;
          }
          setEditing(false);
          setNotice(t`Your invoice details have been saved.`);
        }}
      />
    </section>
  );
}
