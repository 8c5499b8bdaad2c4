import { Countdown, Pagination, StepIndicator } from '@cabkit/ui';
import { UiWordsProvider } from '@cabkit/ui/words';
import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as english } from '../locales/en-GB/messages.po';
import { messages as arabic } from '../locales/ar/messages.po';
import { messages as french } from '../locales/fr/messages.po';
import { uiWords } from './ui-words';

afterEach(() => i18n.loadAndActivate({ locale: 'en-GB', messages: english }));

function drawn() {
  return render(
    <UiWordsProvider value={uiWords()}>
      <StepIndicator steps={['Trajet', 'Véhicule', 'Paiement']} currentStep={2} />
      <Pagination page={2} pageCount={5} onPageChange={() => {}} />
      <Countdown secondsLeft={60} onExtend={() => {}} />
    </UiWordsProvider>,
  );
}

describe("@cabkit/ui's own words", () => {
  it("are drawn in the page's language", () => {
    i18n.loadAndActivate({ locale: 'fr', messages: french });
    const { container } = drawn();
    expect(screen.getByRole('navigation', { name: 'Étapes de la réservation' })).toBeTruthy();
    expect(container.textContent).toContain('Étape 2 sur 3 · Véhicule');
    expect(container.textContent).toContain('Étape 1 : Trajet (terminée)');
    expect(screen.getByRole('button', { name: 'Page précédente' })).toBeTruthy();
    expect(container.textContent).toContain('Page 2 sur 5');
    expect(screen.getByRole('button', { name: 'Prolonger' })).toBeTruthy();
    expect(container.textContent).toContain('Moins de 2 minutes restantes. Vous pouvez prolonger le temps.');
  });

  it('follow Arabic plurals', () => {
    i18n.loadAndActivate({ locale: 'ar', messages: arabic });
    const { container } = drawn();
    expect(container.textContent).toContain('تبقّى أقل من دقيقتين.');
    expect(container.textContent).toContain('الصفحة 2 من 5');
  });

  it('keep the en-GB words in en-GB', () => {
    i18n.loadAndActivate({ locale: 'en-GB', messages: english });
    const { container } = drawn();
    expect(container.textContent).toContain('Step 2 of 3 · Véhicule');
    expect(container.textContent).toContain('Less than 2 minutes left. You can extend the time.');
  });
});
