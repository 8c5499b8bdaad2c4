import { describe, expect, it } from 'vitest';
import { DATE_RANGE_INVERTED, DATE_RANGE_NO_FROM } from './date-range';
import {
  INVOICE_MAX_ROWS,
  INVOICE_PERIOD_NOT_ENDED,
  invoiceNumber,
  invoiceOverlapMessage,
  invoicePeriodProblem,
  invoiceRowsMessage,
} from './invoice-period';

const today = '2026-11-28';

describe('invoicePeriodProblem', () => {
  it.each([
    ['a past month', '2026-10-01', '2026-10-31', null],
    ['one past day', '2026-11-27', '2026-11-27', null],
    ['a period ending yesterday', '2026-11-01', '2026-11-27', null],
    ['a period ending today', '2026-11-01', '2026-11-28', { field: 'to', message: INVOICE_PERIOD_NOT_ENDED }],
    ['a period in the future', '2026-12-01', '2026-12-31', { field: 'to', message: INVOICE_PERIOD_NOT_ENDED }],
    [
      'a period running into the future',
      '2026-11-01',
      '2027-01-31',
      { field: 'to', message: INVOICE_PERIOD_NOT_ENDED },
    ],
    ['no first day', '', '2026-10-31', { field: 'from', message: DATE_RANGE_NO_FROM }],
    ['an inverted period', '2026-10-31', '2026-10-01', { field: 'to', message: DATE_RANGE_INVERTED }],
  ])('%s', (_name, from, to, expected) => {
    expect(invoicePeriodProblem({ from, to }, today)).toEqual(expected);
  });
});

describe('invoiceOverlapMessage', () => {
  const issued = [
    { code: 'INV-000002', from: '2026-03-01', to: '2026-03-31' },
    { code: 'INV-000001', from: '2026-02-01', to: '2026-02-28' },
  ];
  it.each([
    ['the same period', '2026-03-01', '2026-03-31', 'INV-000002'],
    ['one shared first day', '2026-03-31', '2026-04-10', 'INV-000002'],
    ['one shared last day', '2026-01-15', '2026-02-01', 'INV-000001'],
    ['a period inside an invoice', '2026-03-10', '2026-03-12', 'INV-000002'],
    ['a period around two invoices (names the earlier)', '2026-01-01', '2026-04-30', 'INV-000001'],
    ['the day after', '2026-04-01', '2026-04-30', null],
    ['the day before', '2026-01-01', '2026-01-31', null],
    ['the gap-free next month', '2026-04-01', '2026-04-01', null],
  ])('%s', (_name, from, to, code) => {
    const message = invoiceOverlapMessage({ from, to }, issued);
    if (code === null) expect(message).toBeNull();
    else expect(message).toMatch(new RegExp(`^Invoice ${code} already covers \\d{2}/\\d{2}/\\d{4} to `));
  });

  it('words the refusal with the invoice and its days', () => {
    expect(invoiceOverlapMessage({ from: '2026-02-28', to: '2026-02-28' }, issued)).toBe(
      'Invoice INV-000001 already covers 01/02/2026 to 28/02/2026: please choose days no invoice covers yet.',
    );
    expect(invoiceOverlapMessage({ from: '2026-02-28', to: '2026-02-28' }, [])).toBeNull();
  });
});

describe('invoiceRowsMessage', () => {
  it.each([
    [0, false],
    [INVOICE_MAX_ROWS, false],
    [INVOICE_MAX_ROWS + 1, true],
  ])('%i journeys refused: %s', (count, refused) => {
    expect(invoiceRowsMessage(count) !== null).toBe(refused);
  });

  it('says to choose a shorter period', () => {
    expect(invoiceRowsMessage(612)).toBe(
      'This period has 612 journeys, more than the 500 one invoice can list: please choose a shorter period.',
    );
  });
});

describe('invoiceNumber', () => {
  it.each([
    [1, 'INV-000001'],
    [4242, 'INV-004242'],
    [1234567, 'INV-1234567'],
  ])('%i is %s', (sequence, expected) => {
    expect(invoiceNumber(sequence)).toBe(expected);
  });
});
