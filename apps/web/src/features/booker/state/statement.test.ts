import { weekCommencing } from '@cabkit/domain/time';
import { describe, expect, it } from 'vitest';
import { periodPresets, rowDay, shiftWeek, statementCsv } from './statement';

const row = (over: Partial<Parameters<typeof statementCsv>[0]['Rows'][number]>) => ({
  JobId: 1,
  Bref: 'D1100001',
  Date: '2026-03-02T09:00:00.000Z',
  Booker: 'Bea Booker',
  PickUp: "King's Cross Station",
  DropOff: 'Heathrow Airport Terminal 5',
  Via: '',
  Note: '',
  Status: 'Finished',
  Card: 40,
  Cash: 0,
  Price: 40,
  Commission: 4,
  ...over,
});

describe('statementCsv', () => {
  it('writes dd/mm/yyyy dates, pounds with two decimals, quoted text and the totals row', () => {
    const csv = statementCsv({
      Rows: [
        row({}),
        row({
          JobId: 2,
          Bref: '',
          Date: '2026-03-31T22:30:00.000Z',
          Note: 'Gate 3, "blue" car',
          Cash: 24.5,
          Card: 0,
          Price: 24.5,
          Commission: 2.45,
        }),
      ],
      TotalCard: 40,
      TotalCash: 24.5,
      TotalPrice: 64.5,
      TotalCommission: 6.45,
    });
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Date,Job id,Booker,From,To,Via,Note,Status,Card (£),Cash (£),Price (£),Commission (£)');
    expect(lines[1]).toBe(
      "02/03/2026,D1100001,Bea Booker,King's Cross Station,Heathrow Airport Terminal 5,,,Finished,40.00,0.00,40.00,4.00",
    );
    // The same job names as on screen: the reference (D1100001), the id only for a row without one.
    expect(lines[2]).toContain('31/03/2026,2,');
    expect(lines[2]).toContain('"Gate 3, ""blue"" car"');
    expect(lines[3]).toBe('Total,,,,,,,,40.00,24.50,64.50,6.45');
    expect(lines[4]).toBe('');
  });

  it('defuses a cell a spreadsheet would run as a formula', () => {
    const csv = statementCsv({
      Rows: [row({ Note: '=HYPERLINK("x")' })],
      TotalCard: 0,
      TotalCash: 0,
      TotalPrice: 0,
      TotalCommission: 0,
    });
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });
});

describe('periodPresets', () => {
  it('gives whole weeks from Monday and whole months', () => {
    const presets = periodPresets(new Date('2026-11-25T12:00:00Z')); // a Wednesday
    const byId = Object.fromEntries(presets.map((p) => [p.id, p]));
    expect(byId['this-week']).toMatchObject({ from: '2026-11-23', to: '2026-11-25' });
    expect(byId['last-week']).toMatchObject({ from: '2026-11-16', to: '2026-11-22' });
    expect(byId['last-month']).toMatchObject({ from: '2026-10-01', to: '2026-10-31' });
    expect(byId['this-year']).toMatchObject({ from: '2026-01-01', to: '2026-11-25' });
  });

  it("takes today on the tenant's calendar: 23:30 UTC on 30 June is already 1 July in London", () => {
    const presets = periodPresets(new Date('2026-06-30T23:30:00Z'));
    const byId = Object.fromEntries(presets.map((p) => [p.id, p]));
    expect(byId['this-month']).toMatchObject({ from: '2026-07-01', to: '2026-07-01' });
    expect(byId['last-month']).toMatchObject({ from: '2026-06-01', to: '2026-06-30' });
    expect(byId['this-week']).toMatchObject({ from: '2026-06-29', to: '2026-07-01' });
  });
});

describe('local days of the statement and the chart', () => {
  it('writes a row on its London day and finds Mondays on the London calendar', () => {
    expect(rowDay('2026-03-31T23:30:00.000Z')).toBe('01/04/2026');
    expect(rowDay('2026-01-31T23:30:00.000Z')).toBe('31/01/2026');
    expect(weekCommencing(new Date('2026-11-29T23:30:00Z'))).toBe('2026-11-23');
    expect(weekCommencing(new Date('2026-06-28T23:30:00Z'))).toBe('2026-06-29');
    expect(shiftWeek('2026-03-23', 1)).toBe('2026-03-30');
    expect(shiftWeek('2026-01-05', -1)).toBe('2025-12-29');
  });
});
