import { INVOICE_MAX_ROWS } from '@cabkit/domain';
import { PDFDocument } from 'pdf-lib';
import { afterEach, describe, expect, it } from 'vitest';
import type { InvoiceDocument } from '../src/services/reports/invoice-pdf';
import { renderInvoicePdf } from '../src/services/reports/invoice-pdf';
import { createInvoicePdfRenderer, type InvoicePdfRenderer, PdfBusyError } from '../src/services/reports/pdf-pool';

const long = 'Flat 12, Some Very Long Building Name, 123 The Longest Street In The Whole Of Greater London, ';

/** An invoice of `count` journeys, each with addresses hundreds of characters long. */
function invoice(count: number, code = 'INV-000001'): InvoiceDocument {
  return {
    code,
    issueDate: '2026-09-01',
    dateFrom: '2026-08-01',
    dateTo: '2026-08-31',
    issuer: 'Acme Ltd',
    currencyCode: 'GBP',
    company: { name: 'Cabkit Cars', address: '1 High Street', phone: '020 7946 0000', email: 'hello@cabkit.example' },
    booker: { company: 'Acme Ltd', name: 'Bea Booker', email: 'bea@acme.example' },
    commissionRate: 10,
    rows: Array.from({ length: count }, (_, i) => ({
      JobId: i + 1,
      Bref: `D1${100000 + i}`,
      Date: new Date(Date.UTC(2026, 7, 1 + (i % 30), 9)).toISOString(),
      Booker: 'Bea Booker',
      PickUp: long.repeat(8),
      DropOff: long.repeat(8),
      Via: '',
      Note: '',
      Status: 'Finished',
      Card: 20,
      Cash: 0,
      Price: 20,
      Commission: 2,
    })),
    totals: { price: 20 * count, commission: 2 * count, card: 20 * count, cash: 0 },
  };
}

describe('invoice PDF', () => {
  it('fits the longest allowed invoice with very long addresses in bounded time', async () => {
    const started = performance.now();
    const pdf = await renderInvoicePdf(invoice(INVOICE_MAX_ROWS));
    const took = performance.now() - started;
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBeGreaterThan(8);
    // Cutting a cell one character at a time took tens of seconds here; a binary search takes well under one.
    expect(took).toBeLessThan(5000);
  });

  it('refuses to render more journeys than one invoice lists', async () => {
    await expect(renderInvoicePdf(invoice(INVOICE_MAX_ROWS + 1))).rejects.toThrow(RangeError);
  });
});

describe('invoice PDF worker', () => {
  let renderer: InvoicePdfRenderer | null = null;
  afterEach(async () => {
    await renderer?.close();
    renderer = null;
  });

  it('renders in the worker once per document: a second download is the cached file', async () => {
    renderer = createInvoicePdfRenderer();
    const first = await renderer.render(invoice(3));
    expect(Buffer.from(first).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await renderer.render(invoice(3))).toBe(first);
    // Another document (another snapshot) is rendered on its own.
    expect(await renderer.render(invoice(3, 'INV-000002'))).not.toBe(first);
  });

  it('keeps a bounded queue and refuses renders beyond it', async () => {
    renderer = createInvoicePdfRenderer({ maxQueue: 1 });
    const running = renderer.render(invoice(50, 'INV-000010'));
    const waiting = renderer.render(invoice(50, 'INV-000011'));
    await expect(renderer.render(invoice(50, 'INV-000012'))).rejects.toBeInstanceOf(PdfBusyError);
    // The same document as one already queued shares its render instead of queueing again.
    const shared = renderer.render(invoice(50, 'INV-000011'));
    expect(await shared).toBe(await waiting);
    await running;
  });

  it('stops a render that runs longer than its limit', async () => {
    renderer = createInvoicePdfRenderer({ timeoutMs: 1 });
    await expect(renderer.render(invoice(INVOICE_MAX_ROWS))).rejects.toThrow(/took longer than 1 ms/);
  });
});
