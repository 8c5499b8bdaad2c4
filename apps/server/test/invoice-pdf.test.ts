import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { INVOICE_MAX_ROWS } from '@cabkit/domain';
import fontkit from '@pdf-lib/fontkit';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFRawStream,
  PDFRef,
  StandardFonts,
} from 'pdf-lib';
import { afterEach, describe, expect, it } from 'vitest';
import type { InvoiceDocument } from '../src/services/reports/invoice-pdf';
import { renderInvoicePdf } from '../src/services/reports/invoice-pdf';
import { embedArabic, pieces } from '../src/services/reports/pdf-text';
import { createInvoicePdfRenderer, type InvoicePdfRenderer, PdfBusyError } from '../src/services/reports/pdf-pool';

/** The SHA-256 of `short('en-GB')`'s page content as drawn before the invoice had languages. */
const EN_GB_PAGES = 'dcfe187ed68c59647b8134b70344b83a97bbfd6dc53d02ce8629bcca09f7edad';

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

/** A short invoice of plain ASCII data in `language`, two rows (one finished, one cancelled). */
function short(language: string, pickup = 'Heathrow T5'): InvoiceDocument {
  const rows = invoice(2).rows.map((row, i) => ({
    ...row,
    PickUp: i === 0 ? pickup : 'Flat 3, 12 Long Road, London W1 2AB and on and on past the column',
    DropOff: 'Kings Cross',
    Status: i === 0 ? 'Finished' : 'Cancelled',
    Price: 20.5,
    Commission: 2.05,
  }));
  return { ...invoice(0), rows, totals: { price: 41, commission: 4.1, card: 41, cash: 0 }, language };
}

/** The decoded content streams of every page, one after another. */
async function pageText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  return doc
    .getPages()
    .map((page) => {
      const contents = page.node.Contents();
      const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
      return streams
        .map((stream) => Buffer.from(decodePDFRawStream(stream as PDFRawStream).decode()).toString('latin1'))
        .join('\n');
    })
    .join('\n---\n');
}

/** The text a standard-font line shows: its hex strings read as Latin-1 (WinAnsi for these letters). */
function shownText(content: string): string {
  return [...content.matchAll(/<([0-9A-F]*)> Tj/g)]
    .map((m) => Buffer.from(m[1] ?? '', 'hex').toString('latin1'))
    .join('|');
}

const boldArabicFontFile = createRequire(import.meta.url).resolve(
  '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff',
);

/** The embedded fonts of a PDF whose name contains `name`, read back with fontkit. */
async function embeddedFonts(bytes: Uint8Array, name: string) {
  const doc = await PDFDocument.load(bytes);
  const found = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
    if (!String(object.get(PDFName.of('FontName'))).includes(name)) continue;
    const file = object.get(PDFName.of('FontFile2'));
    const stream = doc.context.lookup(file instanceof PDFRef ? file : undefined) as PDFRawStream;
    found.push(fontkit.create(Buffer.from(decodePDFRawStream(stream).decode())));
  }
  return found;
}

describe('invoice PDF languages', () => {
  it('draws en-GB exactly as before its words came from the catalogues', async () => {
    const text = await pageText(await renderInvoicePdf(short('en-GB')));
    // The SHA-256 of these pages' content streams as the invoice drew them before it had languages.
    expect(createHash('sha256').update(text).digest('hex')).toBe(EN_GB_PAGES);
    expect(shownText(text)).toContain('INVOICE|');
  });

  it('writes the French invoice in French words', async () => {
    const shown = shownText(await pageText(await renderInvoicePdf(short('fr'))));
    for (const words of ['FACTURE', 'Période', 'Du 01/08/2026 au 31/08/2026', 'Trajet', 'Espèces', 'Terminé', 'Annulé'])
      expect(shown).toContain(words);
    expect(shown).not.toContain('INVOICE');
    expect(shown).not.toContain('Period|');
  });

  it('draws the Arabic invoice in an embedded, subset Arabic font with its letters joined', async () => {
    const bytes = await renderInvoicePdf(short('ar'));
    // The title, "فاتورة" (INVOICE), is in the bold weight.
    const [subset] = await embeddedFonts(bytes, 'IBMPlexSansArabic-Bold');
    if (!subset) throw new Error('no bold Arabic font embedded');
    const original = fontkit.create(readFileSync(boldArabicFontFile));
    // Subset to what the page draws: a few dozen glyphs, not the font's thousand and more.
    expect(subset.numGlyphs).toBeLessThan(120);
    expect(original.numGlyphs).toBeGreaterThan(1000);
    const outlines = new Set(Array.from({ length: subset.numGlyphs }, (_, id) => subset.getGlyph(id).path.toSVG()));
    // Its feh, teh, alef and waw take their joining forms, not the isolated letters.
    const word = 'فاتورة';
    const joined = original.layout(word).glyphs;
    const isolated = [...word].map((letter) => original.layout(letter).glyphs[0]);
    const changed = joined.filter((glyph) => !isolated.some((alone) => alone?.id === glyph.id));
    expect(changed.length).toBeGreaterThanOrEqual(4);
    for (const glyph of changed) expect(outlines.has(glyph.path.toSVG()), `glyph ${glyph.id}`).toBe(true);
    // No word on the page has an isolated feh: drawn without shaping, it would be there.
    const feh = isolated[0];
    if (!feh) throw new Error('no feh');
    expect(outlines.has(feh.path.toSVG())).toBe(false);
    // Numbers, references and amounts stay in the standard font, as they read.
    const shown = shownText(await pageText(bytes));
    for (const kept of ['INV-000001', 'D1100000', '01/09/2026', '£20.50', '£4.10']) expect(shown).toContain(kept);
  });

  it('keeps the standard fonts alone (no Arabic font) when nothing is in Arabic', async () => {
    expect(await embeddedFonts(await renderInvoicePdf(short('fr')), 'IBMPlexSansArabic')).toHaveLength(0);
    // An Arabic address on an English invoice still gets the font, so it prints instead of question marks.
    const mixed = await renderInvoicePdf(short('en-GB', 'مطار هيثرو'));
    expect((await embeddedFonts(mixed, 'IBMPlexSansArabic')).length).toBeGreaterThan(0);
  });

  it('orders a line right to left, numbers and Latin kept as they read, brackets mirrored', async () => {
    const pdf = await PDFDocument.create();
    const lettering = { latin: await pdf.embedFont(StandardFonts.Helvetica), arabic: await embedArabic(pdf, 400) };
    const drawn = (text: string) => pieces(text, lettering).map((piece) => piece.text);
    expect(drawn('من 01/08/2026 إلى 31/08/2026')).toEqual(['31/08/2026', ' ', 'إلى', ' ', '01/08/2026', ' ', 'من']);
    expect(drawn('مطار (المبنى 5)')).toEqual(['(', '5', ' ', 'المبنى', ') ', 'مطار']);
    // A line that starts in English reads left to right, even on an Arabic page.
    expect(drawn('1 High Street')).toEqual(['1 High Street']);
    expect(drawn('Café, King’s Cross')).toEqual(['Café, King’s Cross']);
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
