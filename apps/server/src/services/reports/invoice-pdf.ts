import { INVOICE_MAX_ROWS, localDay, TENANT_TIME_ZONE, ukDay } from '@cabkit/domain';
import { formatCurrency } from '@cabkit/domain/money';
import { PDFDocument, type PDFPage, type RGB, rgb, StandardFonts } from 'pdf-lib';
import { translator } from '../i18n/server-messages';
import { drawPieces, embedArabic, hasArabic, type Lettering, pieces, widthOf } from './pdf-text';
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
  /** The language of the one who asks for it (en-GB, fr or ar; default en-GB): its words, and right to left in ar. */
  language?: string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;

/** How a line is measured: its width at a size, in the lettering and direction of the document. */
type Measure = (text: string, size: number) => number;

/**
 * The longest start of `text` that fits `width` at `size`, ending in '.' when cut. The text is measured once; a cut
 * is found by binary search over its length (widths grow with length), so a long address costs a few measurements
 * instead of one per character. No glyph is narrower than a fifth of the size, so nothing past width / (size / 5)
 * characters can show and it is dropped before measuring. The cut is in reading order, so an Arabic address loses
 * its end, on the left.
 */
function clip(text: string, measure: Measure, size: number, width: number): string {
  const full = text.normalize('NFC');
  const fits = (candidate: string) => measure(candidate, size) <= width;
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

/** Whether the invoice has any Arabic to draw: its words in ar, or a name or address written in Arabic. */
function needsArabic(invoice: InvoiceDocument): boolean {
  return invoice.language === 'ar' || hasArabic(JSON.stringify(invoice));
}

/**
 * Renders a booker invoice as a real, multi-page A4 PDF (pdf-lib). Dates print as dd/mm/yyyy, each row on the
 * tenant's local day (docs/behaviour/booker.md#local-days). Its words are in the asker's language from the server's
 * catalogues; in Arabic the page reads right to left (columns, labels and text mirrored, numbers and references kept
 * as they read) in an embedded Arabic font (pdf-text.ts). CPU-bound: the server runs it in the report worker
 * (pdf-pool.ts), never on the request thread.
 */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Uint8Array> {
  // Issuing refuses longer periods; this keeps a render bounded whatever the caller passes.
  if (invoice.rows.length > INVOICE_MAX_ROWS)
    throw new RangeError(`An invoice lists at most ${INVOICE_MAX_ROWS} journeys, not ${invoice.rows.length}.`);
  const t = translator(invoice.language ?? 'en-GB');
  const direction = invoice.language === 'ar' ? 'rtl' : 'ltr';
  const pdf = await PDFDocument.create();
  const regularLatin = await pdf.embedFont(StandardFonts.Helvetica);
  const boldLatin = await pdf.embedFont(StandardFonts.HelveticaBold);
  const arabic = needsArabic(invoice);
  const regular: Lettering = { latin: regularLatin, arabic: arabic ? await embedArabic(pdf, 400) : null };
  const bold: Lettering = { latin: boldLatin, arabic: arabic ? await embedArabic(pdf, 700) : null };
  // The document's properties are plain text a viewer shows in its own font: no shaping needed there.
  pdf.setTitle(t('Invoice {code}', { code: invoice.code }));
  pdf.setAuthor(printable(invoice.company.name, arabic));
  pdf.setSubject(
    printable(t('Invoice {code} for {company}', { code: invoice.code, company: invoice.booker.company }), arabic),
  );
  pdf.setCreationDate(new Date(`${invoice.issueDate}T00:00:00Z`));
  pdf.setLanguage(invoice.language ?? 'en-GB');
  const money = (n: number) => formatCurrency(n, invoice.currencyCode).replace('€', 'EUR ');
  const grey = rgb(0.35, 0.35, 0.35);
  const black = rgb(0, 0, 0);
  const measure =
    (lettering: Lettering): Measure =>
    (text, size) =>
      widthOf(pieces(text, lettering), size);

  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  /**
   * Draws a line whose start is `x` from the page's start edge: the left in a left-to-right language, the right in
   * Arabic, where the line ends at A4 width - x.
   */
  const line = (text: string, x: number, size = 10, lettering = regular, color: RGB = black) => {
    const parts = pieces(text, lettering);
    const left = direction === 'rtl' ? A4[0] - x - widthOf(parts, size) : x;
    drawPieces(page, parts, left, y, size, color);
  };
  /** Draws a line whose end is at `x` from the page's start edge (a title on the far side). */
  const lineEndingAt = (text: string, x: number, size: number, lettering: Lettering) => {
    const width = widthOf(pieces(text, lettering), size);
    line(text, x - width, size, lettering);
  };

  line(invoice.company.name, MARGIN, 18, bold);
  lineEndingAt(t('INVOICE'), A4[0] - MARGIN, 18, bold);
  y -= 18;
  for (const text of [invoice.company.address, invoice.company.phone, invoice.company.email].filter(Boolean)) {
    line(text, MARGIN, 9, regular, grey);
    y -= 12;
  }
  y -= 10;
  const facts: [string, string][] = [
    [t('Invoice'), invoice.code],
    [t('Issue date'), ukDay(invoice.issueDate)],
    [t('Period'), t('{from} to {to}', { from: ukDay(invoice.dateFrom), to: ukDay(invoice.dateTo) })],
    [t('Issued by'), invoice.issuer],
    [t('Bill to'), invoice.booker.company || invoice.booker.name],
    [t('Contact'), [invoice.booker.name, invoice.booker.email].filter(Boolean).join(', ')],
  ];
  for (const [label, value] of facts) {
    line(label, MARGIN, 10, bold);
    line(value, MARGIN + 90, 10);
    y -= 14;
  }
  y -= 12;

  const columns = [
    { title: t('Date'), x: MARGIN, width: 62 },
    { title: t('Ref'), x: MARGIN + 64, width: 60 },
    { title: t('Journey'), x: MARGIN + 126, width: 200 },
    { title: t('Status'), x: MARGIN + 330, width: 60 },
    { title: t('Price'), x: MARGIN + 392, width: 55 },
    { title: t('Commission'), x: MARGIN + 450, width: 50 },
  ];
  const header = () => {
    for (const c of columns) line(c.title, c.x, 9, bold);
    y -= 4;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.5, color: grey });
    y -= 12;
  };
  header();
  const cellWidth = measure(regular);
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
      t(row.Status),
      money(row.Price),
      money(row.Commission),
    ];
    cells.forEach((cell, i) => {
      const c = columns[i];
      if (c) line(clip(cell, cellWidth, 8, c.width), c.x, 8);
    });
    y -= 12;
  }
  if (invoice.rows.length === 0) {
    line(t('No journeys in this period.'), MARGIN, 9, regular, grey);
    y -= 12;
  }
  y -= 8;
  if (y < MARGIN + 70) {
    page = pdf.addPage(A4);
    y = A4[1] - MARGIN;
  }
  const totals: [string, string][] = [
    [t('Card'), money(invoice.totals.card)],
    [t('Cash'), money(invoice.totals.cash)],
    [t('Total'), money(invoice.totals.price)],
    [t('Commission ({rate}%)', { rate: String(invoice.commissionRate) }), money(invoice.totals.commission)],
  ];
  for (const [label, value] of totals) {
    line(label, MARGIN + 300, 10, bold);
    line(value, MARGIN + 430, 10);
    y -= 14;
  }
  return pdf.save();
}

/** A document property's text: as written when an Arabic font is embedded, else what the standard fonts encode. */
function printable(text: string, keepAll: boolean): string {
  if (keepAll) return text;
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e\u00a0-\u00ff£€]/g, '?');
}
