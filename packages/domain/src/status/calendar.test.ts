import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { icsEscape } from './calendar';
import { bookingCalendarFile } from './index';

const trip = {
  reference: 'CK7X2',
  pickupTime: '2026-06-10T09:30:00.000Z',
  durationMinutes: 45,
  pickup: 'Heathrow Airport',
  dropoff: 'Tower of London',
  vehicle: 'Saloon',
  company: 'Cabkit Cars',
  url: 'https://example.test/bookinginfo.html',
};
const NOW = new Date('2026-06-01T08:00:00.000Z');
/** UTF-8 length, counted by hand (domain code has no TextEncoder): a lone surrogate is written as U+FFFD. */
function octets(text: string): number {
  let total = 0;
  for (const character of text) {
    const point = character.codePointAt(0) ?? 0;
    total += point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
  }
  return total;
}

/** The file's content lines as a reader unfolds them (RFC 5545 3.1), after checking how they were written. */
function contentLines(file: string): string[] {
  expect(file.endsWith('\r\n')).toBe(true);
  const physical = file.slice(0, -2).split('\r\n');
  for (const line of physical) {
    // No CR or LF is left once the CRLF line ends are taken off, nor any other control character.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control characters is the point.
    expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
    expect(octets(line)).toBeLessThanOrEqual(75);
  }
  return file.slice(0, -2).replace(/\r\n /g, '').split('\r\n');
}

/** Reads a TEXT value back (RFC 5545 3.3.11). */
function readText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_all, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

/** A property's value, read back from the file. */
function property(file: string, name: string): string | undefined {
  const line = contentLines(file).find((l) => l.startsWith(`${name}:`));
  return line === undefined ? undefined : readText(line.slice(name.length + 1));
}

/** What text is expected to read back as: line breaks of any kind one LF, other controls a space. */
function expected(text: string): string {
  return (
    text
      .replace(/\r\n|[\n\r\u0085\u2028\u2029]/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is replaced.
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, ' ')
  );
}

describe('calendar text escaping', () => {
  it.each([
    ['a bare CR', 'Gate 1\rEND:VEVENT', 'Gate 1\\nEND:VEVENT'],
    ['a bare LF', 'Gate 1\nATTENDEE:x', 'Gate 1\\nATTENDEE:x'],
    ['CRLF', 'Gate 1\r\nX', 'Gate 1\\nX'],
    ['LF then CR', 'a\n\rb', 'a\\n\\nb'],
    ['a tab', 'a\tb', 'a b'],
    ['NUL, BEL, ESC and DEL', 'a\u0000b\u0007c\u001bd\u007fe', 'a b c d e'],
    ['C1 and Unicode line breaks', 'a\u0085b\u2028c\u2029d\u009be', 'a\\nb\\nc\\nd e'],
    ['the specials', 'a;b,c\\d', 'a\\;b\\,c\\\\d'],
    ['a backslash before n', '\\n', '\\\\n'],
    ['plain text', 'Heathrow T5: gate "B"', 'Heathrow T5: gate "B"'],
  ])('%s', (_name, input, output) => {
    expect(icsEscape(input)).toBe(output);
  });

  it('keeps an injected property inside the value it came in', () => {
    const file = bookingCalendarFile({ ...trip, pickup: 'Heathrow\rEND:VEVENT\rBEGIN:VEVENT\rSUMMARY:Free' }, NOW);
    const lines = contentLines(file);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.some((l) => l.startsWith('SUMMARY:Free'))).toBe(false);
    expect(property(file, 'LOCATION')).toBe('Heathrow\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:Free');
  });

  it('folds at 75 octets without splitting a character', () => {
    const file = bookingCalendarFile({ ...trip, pickup: `${'é'.repeat(40)}${'😀'.repeat(30)}` }, NOW);
    const physical = file.split('\r\n');
    expect(physical.some((l) => l.startsWith(' '))).toBe(true);
    expect(physical.every((l) => octets(l) <= 75 && !l.includes('\uFFFD'))).toBe(true);
    expect(property(file, 'LOCATION')).toBe(`${'é'.repeat(40)}${'😀'.repeat(30)}`);
  });

  it('keeps control characters out of the URL line', () => {
    const file = bookingCalendarFile({ ...trip, url: 'https://example.test/a\r\nATTACH:x' }, NOW);
    expect(contentLines(file)).toContain('URL:https://example.test/aATTACH:x');
  });
});

describe('calendar text, any input', () => {
  // Text made mostly of the characters that matter here, and text of any code points at all.
  const risky = fc.string({
    unit: fc.constantFrom(
      '\r',
      '\n',
      '\t',
      '\u0000',
      '\u001f',
      '\u007f',
      '\u0085',
      '\u2028',
      ';',
      ',',
      '\\',
      ':',
      'n',
      'a',
      ' ',
      'é',
      '😀',
    ),
    maxLength: 200,
  });
  const text = fc.oneof(
    risky,
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.string({ unit: 'grapheme', maxLength: 100 }),
  );

  it('writes no bare CR or LF, no control character and no line over 75 octets, and reads back the text', () => {
    fc.assert(
      fc.property(text, text, text, (pickup, dropoff, vehicle) => {
        const file = bookingCalendarFile({ ...trip, pickup, dropoff, vehicle }, NOW);
        expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
        expect(property(file, 'LOCATION')).toBe(expected(pickup));
        expect(property(file, 'DESCRIPTION')).toBe(
          expected(`From ${pickup} to ${dropoff}. Vehicle: ${vehicle}. Reference CK7X2.`),
        );
        expect(contentLines(file).filter((l) => l === 'END:VEVENT')).toHaveLength(1);
      }),
      { numRuns: 300 },
    );
  });
});
