import { describe, expect, it } from 'vitest';
import { DATE_RANGE_INVERTED, DATE_RANGE_NO_FROM, DATE_RANGE_NO_TO, dateRangeProblem } from './date-range';

describe('dateRangeProblem', () => {
  it('accepts a period of one or more whole days', () => {
    expect(dateRangeProblem({ from: '2026-03-01', to: '2026-03-31' })).toBeNull();
    expect(dateRangeProblem({ from: '2026-03-01', to: '2026-03-01' })).toBeNull();
  });

  it('names the open end', () => {
    expect(dateRangeProblem({ from: '', to: '2026-03-31' })).toEqual({ field: 'from', message: DATE_RANGE_NO_FROM });
    expect(dateRangeProblem({ from: '2026-03-01', to: '' })).toEqual({ field: 'to', message: DATE_RANGE_NO_TO });
    expect(dateRangeProblem({ from: '2026-02-30', to: '2026-03-31' })?.field).toBe('from');
  });

  it('says an inverted period is wrong at the last day', () => {
    expect(dateRangeProblem({ from: '2026-03-31', to: '2026-03-01' })).toEqual({
      field: 'to',
      message: DATE_RANGE_INVERTED,
    });
  });
});
