import { INVOICE_MAX_ROWS, localDay, TENANT_TIME_ZONE, ukDay } from '@cabkit/domain';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { formatCurrency } from '@cabkit/domain/money';
import type { StatementRowData } from './statement';

/** What an invoice PDF shows. */
export interface InvoiceDocument {
  code: string;
  issueDate: string;
  dateFrom: string;
  dateTo: string;
  issuer: string;
  currencyCode: string;
  company: { name: string; address: string; phone: string; email: string };
  booker: { company: string; name: string; email: string };
  commissionRate: number;
  rows: StatementRowData[];
  totals: { price: number; commission: number; card: number; cash: number };
  /** The tenant's time zone: a row's date is the local day of its pickup (default Europe/London). */
  timeZone?: string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;

/** Keeps only characters the standard PDF fonts can draw (WinAnsi), so any address prints. */
function printable(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e\u00a0-\u00ff£€]/g, '?');
}

/**
 * The longest start of `text` that fits `width` at `size`, ending in '.' when cut. The text is measured once; a cut
 * is found by binary search over its length (widths grow with length), so a long address costs a few measurements
 * instead of one per character. No standard-font glyph is narrower than a fifth of the size, so nothing past
 * width / (size / 5) characters can show and it is dropped before measuring.
 */
function clip(text: string, font: PDFFont, size: number, width: number): string {
  const full = printable(text);
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
  if (fits(full)) return full;
  const visible = full.slice(0, Math.ceil(width / (size / 5)) + 1);
  // The longest prefix length n with prefix(n) + '.' fitting: fits at `low`, not at `high`.
  let low = 0;
  let high = visible.length + 1;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (fits(`${visible.slice(0, middle)}.`)) low = middle;
    else high = middle;
  }
  return low === 0 ? '.' : `${visible.slice(0, low)}.`;
}

/**
 * Renders a booker invoice as a real, multi-page A4 PDF (pdf-lib, standard fonts). Dates print as dd/mm/yyyy, each
 * row on the tenant's local day (docs/behaviour/booker.md#local-days). CPU-bound: the server runs it in the
 * report worker (pdf-pool.ts), never on the request thread.
 */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Uint8Array> {
  // Issuing refuses longer periods; this keeps a render bounded whatever the caller passes.
  if (invoice.rows.length > INVOICE_MAX_ROWS)
    throw new RangeError(`An invoice lists at most ${INVOICE_MAX_ROWS} journeys, not ${invoice.rows.length}.`);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${invoice.code}`);
  pdf.setAuthor(printable(invoice.company.name));
  pdf.setSubject(`Invoice ${invoice.code} for ${printable(invoice.booker.company)}`);
  pdf.setCreationDate(new Date(`${invoice.issueDate}T00:00:00Z`));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const money = (n: number) => formatCurrency(n, invoice.currencyCode).replace('€', 'EUR ');
  const grey = rgb(0.35, 0.35, 0.35);

  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const line = (text: string, x: number, size = 10, font = regular, color = rgb(0, 0, 0)) =>
    page.drawText(printable(text), { x, y, size, font, color });

  line(invoice.company.name, MARGIN, 18, bold);
  line('INVOICE', A4[0] - MARGIN - bold.widthOfTextAtSize('INVOICE', 18), 18, bold);
  y -= 18;
  for (const text of [invoice.company.address, invoice.company.phone, invoice.company.email].filter(Boolean)) {
    line(text, MARGIN, 9, regular, grey);
    y -= 12;
  }
  y -= 10;
  const facts: [string, string][] = [
    ['Invoice', invoice.code],
    ['Issue date', ukDay(invoice.issueDate)],
    ['Period', `${ukDay(invoice.dateFrom)} to ${ukDay(invoice.dateTo)}`],
    ['Issued by', invoice.issuer],
    ['Bill to', invoice.booker.company || invoice.booker.name],
    ['Contact', [invoice.booker.name, invoice.booker.email].filter(Boolean).join(', ')],
  ];
  for (const [label, value] of facts) {
    line(label, MARGIN, 10, bold);
    line(value, MARGIN + 90, 10);
    y -= 14;
  }
  y -= 12;

  const columns = [
    { title: 'Date', x: MARGIN, width: 62 },
    { title: 'Ref', x: MARGIN + 64, width: 60 },
    { title: 'Journey', x: MARGIN + 126, width: 200 },
    { title: 'Status', x: MARGIN + 330, width: 60 },
    { title: 'Price', x: MARGIN + 392, width: 55 },
    { title: 'Commission', x: MARGIN + 450, width: 50 },
  ];
  const header = () => {
    for (const c of columns) line(c.title, c.x, 9, bold);
    y -= 4;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.5, color: grey });
    y -= 12;
  };
  header();
  for (const row of invoice.rows) {
    if (y < MARGIN + 60) {
      page = pdf.addPage(A4);
      y = A4[1] - MARGIN;
      header();
    }
    const cells = [
      ukDay(localDay(new Date(row.Date), invoice.timeZone ?? TENANT_TIME_ZONE)),
      row.Bref,
      `${row.PickUp} > ${row.DropOff}`,
      row.Status,
      money(row.Price),
      money(row.Commission),
    ];
    cells.forEach((cell, i) => {
      const c = columns[i];
      if (c) page.drawText(clip(cell, regular, 8, c.width), { x: c.x, y, size: 8, font: regular });
    });
    y -= 12;
  }
  if (invoice.rows.length === 0) {
    line('No journeys in this period.', MARGIN, 9, regular, grey);
    y -= 12;
  }
  y -= 8;
  if (y < MARGIN + 70) {
    page = pdf.addPage(A4);
    y = A4[1] - MARGIN;
  }
  const totals: [string, string][] = [
    ['Card', money(invoice.totals.card)],
    ['Cash', money(invoice.totals.cash)],
    ['Total', money(invoice.totals.price)],
    [`Commission (${invoice.commissionRate}%)`, money(invoice.totals.commission)],
  ];
  for (const [label, value] of totals) {
    line(label, MARGIN + 300, 10, bold);
    line(value, MARGIN + 430, 10);
    y -= 14;
  }
  return pdf.save();
}
