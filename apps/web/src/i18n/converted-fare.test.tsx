import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ConvertedFare from './converted-fare';
import { chooseCurrency, displayCurrencyState } from './display-currency';
import { activateCatalogue } from './language';

/** The server's rates, as if already read (no request in these tests). */
function ratesRead() {
  // biome-ignore lint/suspicious/noDocumentCookie: a test's own cookie, cleared so each test starts without a choice.
  document.cookie = 'cabkit-currency=; Max-Age=0; Path=/';
  displayCurrencyState.loading = Promise.resolve();
  displayCurrencyState.rates = { base: 'GBP', date: '2026-11-01', rates: { GBP: 1, EUR: 1.14 } };
}

describe('a total in the display currency says what is charged', () => {
  it('shows the charged fare alone while the display currency is the tenant one', () => {
    ratesRead();
    const { container } = render(<ConvertedFare amount={54.69} currency="GBP" />);
    expect(container.textContent).toBe('£54.69');
    expect(screen.queryByTestId('charged-fare')).toBeNull();
  });

  it('converts with the published rates and states the charge in the tenant currency', async () => {
    ratesRead();
    render(<ConvertedFare amount={54.69} currency="GBP" />);
    await act(async () => chooseCurrency('EUR'));
    expect(screen.getByTestId('converted-fare').textContent).toBe('≈ €62.35');
    expect(screen.getByTestId('charged-fare').textContent).toBe('You will be charged £54.69');
    expect(document.cookie).toContain('cabkit-currency=EUR');
    act(() => activateCatalogue({ language: 'fr', messages: {} }));
    expect(screen.getByTestId('converted-fare').textContent).toBe('≈ 62,35\u00a0€');
    act(() => activateCatalogue({ language: 'en-GB', messages: {} }));
  });

  it('shows the charged fare when the rates lack the display currency', () => {
    ratesRead();
    displayCurrencyState.chosen = 'AED';
    const { container } = render(<ConvertedFare amount={54.69} currency="GBP" />);
    expect(container.textContent).toBe('£54.69');
  });
});
