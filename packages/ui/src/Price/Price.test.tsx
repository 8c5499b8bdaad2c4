import { render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { Price } from './Price';

describe('Price follows the page language (react-aria locale)', () => {
  it.each([
    ['en-GB', 'fare', '£54.69'],
    ['fr', 'fare', '54,69\u00a0£'],
    ['en-GB', 'vehicle', '£54.69'],
    ['fr', 'vehicle', '54,69\u00a0£'],
  ] as const)('%s %s shows %s', (locale, format, text) => {
    render(
      <I18nProvider locale={locale}>
        <Price amount={54.69} currencyCode="GBP" format={format} />
      </I18nProvider>,
    );
    expect(screen.getByTestId('price').textContent).toBe(text);
  });

  it('writes a whole fare without pennies and a vehicle price with them, in French too', () => {
    render(
      <I18nProvider locale="fr">
        <Price amount={54} currencyCode="EUR" />
        <Price amount={54} currencyCode="EUR" format="vehicle" />
      </I18nProvider>,
    );
    const [fare, vehicle] = screen.getAllByTestId('price');
    expect(fare?.textContent).toBe('54\u00a0€');
    expect(vehicle?.textContent).toBe('54,00\u00a0€');
  });
});
