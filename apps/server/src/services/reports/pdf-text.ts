import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import bidiFactory from 'bidi-js';
import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';

// The standard PDF fonts draw WinAnsi only: no Arabic letters, no joining forms. Arabic text is drawn in IBM Plex Sans
// Arabic (from npm, so a fresh install has it), shaped by fontkit's layout (initial, medial, final and isolated
// forms) and put in reading order by the Unicode Bidirectional Algorithm (bidi-js); everything else stays in the
// standard fonts, so a line of Latin text draws exactly as before.

const bidi = bidiFactory();
const resolve = createRequire(import.meta.url).resolve;

/** Letters of the Arabic script: these go to the Arabic font. */
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;

/** Text every standard font draws as it is. */
const PLAIN = /^[\x20-\x7e]*$/;

/** Whether a text holds a letter only the Arabic font can draw. */
export function hasArabic(text: string): boolean {
  return ARABIC.test(text);
}

/** One weight of the invoice's lettering: the standard font and, when the document needs it, the Arabic one. */
export interface Lettering {
  latin: PDFFont;
  arabic: PDFFont | null;
}

const fontBytes = new Map<string, Uint8Array>();

/** IBM Plex Sans Arabic's Arabic subset at a weight, read once per process from the installed @fontsource package. */
function arabicFontFile(weight: 400 | 700): Uint8Array {
  const file = `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff`;
  let bytes = fontBytes.get(file);
  if (!bytes) {
    bytes = readFileSync(resolve(file));
    fontBytes.set(file, bytes);
  }
  return bytes;
}

/**
 * Embeds the Arabic font of a weight in `pdf`, subset to the glyphs drawn (a full font would add about 200 KB to
 * every invoice).
 */
export async function embedArabic(pdf: PDFDocument, weight: 400 | 700): Promise<PDFFont> {
  pdf.registerFontkit(fontkit);
  return pdf.embedFont(arabicFontFile(weight), { subset: true });
}

/** A stretch of a line in one font, in the order it is drawn from the left. */
interface Piece {
  text: string;
  font: PDFFont;
}

const characterSets = new WeakMap<PDFFont, Set<number>>();

function canDraw(font: PDFFont, char: string): boolean {
  let set = characterSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  return set.has(char.codePointAt(0) ?? 0);
}

/** A character the standard font can draw: itself, without its accent, or '?'. */
function latinChar(font: PDFFont, char: string): string {
  if (canDraw(font, char)) return char;
  const bare = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return [...bare].every((c) => canDraw(font, c)) && bare !== '' ? bare : '?';
}

/**
 * A line's pieces left to right. Text without Arabic is one piece in the standard font, as it always was.
 * Otherwise each character's embedding level comes from the bidirectional algorithm (the line's direction is that of
 * its first letter, so an English address keeps reading left to right on an Arabic page), the characters are put in
 * display order, and consecutive ones of one font and one direction make a piece: an Arabic piece keeps its reading order, because fontkit's layout both shapes it and lays it right to
 * left; a right-to-left piece in the standard font (spaces, brackets between Arabic words) is reversed and its
 * brackets mirrored. Numbers, references and amounts keep their left-to-right order inside an Arabic line.
 */
export function pieces(text: string, lettering: Lettering): Piece[] {
  const { latin, arabic } = lettering;
  // Plain ASCII, most of what an invoice prints, is drawn as it is: no copy, no look-up per character.
  if (PLAIN.test(text)) return text === '' ? [] : [{ text, font: latin }];
  const clean = text.normalize('NFC');
  if (clean === '') return [];
  if (!arabic || !hasArabic(clean)) return [{ text: [...clean].map((c) => latinChar(latin, c)).join(''), font: latin }];
  const levels = bidi.getEmbeddingLevels(clean, 'auto');
  const mirrored = bidi.getMirroredCharactersMap(clean, levels.levels);
  const order = bidi.getReorderedIndices(clean, levels);
  const out: { chars: string[]; font: PDFFont; rtl: boolean }[] = [];
  let previous = -2;
  for (const index of order) {
    const char = clean[index] ?? '';
    const rtl = (levels.levels[index] ?? 0) % 2 === 1;
    const inArabic = arabic !== null && hasArabic(char) && canDraw(arabic, char);
    const font = inArabic && arabic ? arabic : latin;
    const last = out.at(-1);
    const follows = rtl ? index === previous - 1 : index === previous + 1;
    const drawn = inArabic ? char : latinChar(latin, mirrored.get(index) ?? char);
    if (last && last.font === font && last.rtl === rtl && follows) last.chars.push(drawn);
    else out.push({ chars: [drawn], font, rtl });
    previous = index;
  }
  // An Arabic piece goes to fontkit in reading order (it lays it out right to left itself); the rest as shown.
  return out.map(({ chars, font, rtl }) => ({
    text: rtl && font === arabic ? chars.slice().reverse().join('') : chars.join(''),
    font,
  }));
}

/** The width of a line's pieces at a size. */
export function widthOf(parts: Piece[], size: number): number {
  return parts.reduce((sum, part) => sum + part.font.widthOfTextAtSize(part.text, size), 0);
}

/** Draws a line's pieces from `x` (its left edge) at the baseline `y`. */
export function drawPieces(page: PDFPage, parts: Piece[], x: number, y: number, size: number, color: RGB): void {
  let left = x;
  for (const part of parts) {
    page.drawText(part.text, { x: left, y, size, font: part.font, color });
    left += part.font.widthOfTextAtSize(part.text, size);
  }
}
