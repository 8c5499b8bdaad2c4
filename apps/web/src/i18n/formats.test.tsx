import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configState } from '../state/config';
import { countryName, useDay, useMoney, useWhen } from './formats';
import { activateCatalogue } from './language';

afterEach(() => activateCatalogue({ language: 'en-GB', messages: {} }));

describe('money and times in the page language, on the tenant clock', () => {
  it('writes money as the active language does and redraws on a change of language', () => {
    const { result } = renderHook(() => useMoney());
    expect(result.current(54.69, 'GBP')).toBe('£54.69');
    act(() => activateCatalogue({ language: 'fr', messages: {} }));
    expect(result.current(54.69, 'GBP')).toBe('54,69\u00a0£');
    expect(result.current(54, 'GBP', 'always')).toBe('54,00\u00a0£');
  });

  it("reads an instant on the tenant's clock, not the device's", () => {
    configState.timeZone = 'Asia/Dubai';
    const { result } = renderHook(() => useWhen());
    expect(result.current('2026-07-04T08:05:00Z')).toBe('04/07/2026 12:05');
    expect(result.current('ASAP')).toBe('ASAP');
    expect(result.current('soon')).toBe('soon');
  });

  it('writes a calendar day as the active language does, on no clock, and leaves text that is not a day', () => {
    configState.timeZone = 'Pacific/Auckland';
    const { result } = renderHook(() => useDay());
    expect(result.current('2026-03-09')).toBe('09/03/2026');
    expect(result.current('soon')).toBe('soon');
    act(() => activateCatalogue({ language: 'ar', messages: {} }));
    expect(result.current('2026-03-09')).toBe('09\u200f/03\u200f/2026');
  });
});

describe('country names in the page language', () => {
  it('names a country from its code as the active language does; a code it cannot name stays', () => {
    expect(countryName('GB')).toBe('United Kingdom');
    activateCatalogue({ language: 'fr', messages: {} });
    expect(countryName('GB')).toBe('Royaume-Uni');
    expect(countryName('DE')).toBe('Allemagne');
    expect(countryName('GB', 'ar')).toBe('المملكة المتحدة');
    expect(countryName('not a code')).toBe('not a code');
    expect(countryName('')).toBe('');
  });
});
