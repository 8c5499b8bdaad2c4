import { Countdown, Pagination } from '@cabkit/ui';
import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as english } from '../locales/en-GB/messages.po';
import { messages as arabic } from '../locales/ar/messages.po';
import { messages as french } from '../locales/fr/messages.po';
import { activeUiWords, loadUiWords } from './language';
import { UiWordsOfLanguage } from './ui-words-provider';

afterEach(() => i18n.loadAndActivate({ locale: 'en-GB', messages: english }));

/** A part of a page as the app draws it: @cabkit/ui components under the app's root. */
function page() {
  return render(
    <UiWordsOfLanguage>
      <Pagination page={2} pageCount={5} onPageChange={() => {}} />
      <Countdown secondsLeft={60} onExtend={() => {}} />
    </UiWordsOfLanguage>,
  );
}

describe("the app's root gives @cabkit/ui its words", () => {
  it('in en-GB gives none: the components say their own', () => {
    i18n.loadAndActivate({ locale: 'en-GB', messages: english });
    expect(activeUiWords()).toBeUndefined();
    page();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeTruthy();
  });

  it('in French, once the language is loaded, with no English left', async () => {
    await loadUiWords('fr');
    i18n.loadAndActivate({ locale: 'fr', messages: french });
    const { container } = page();
    expect(screen.getByRole('button', { name: 'Page précédente' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prolonger' })).toBeTruthy();
    expect(container.textContent).toContain('Page 2 sur 5');
    expect(container.textContent).not.toMatch(/Previous|Next page|Page 2 of|Extend/);
  });

  it('keeps the page below in place when the language changes from en-GB', async () => {
    await loadUiWords('fr');
    i18n.loadAndActivate({ locale: 'en-GB', messages: english });
    page();
    const before = screen.getByRole('button', { name: 'Previous page' });
    const { act } = await import('react');
    act(() => i18n.loadAndActivate({ locale: 'fr', messages: french }));
    // The same element, now in French: the page was not drawn anew (a booking in progress keeps its state).
    expect(screen.getByRole('button', { name: 'Page précédente' })).toBe(before);
  });

  it('in Arabic, and redraws in place when the language changes', async () => {
    await loadUiWords('ar');
    i18n.loadAndActivate({ locale: 'fr', messages: french });
    const { container } = page();
    expect(container.textContent).toContain('Page 2 sur 5');
    const { act } = await import('react');
    act(() => i18n.loadAndActivate({ locale: 'ar', messages: arabic }));
    expect(container.textContent).toContain('الصفحة 2 من 5');
    expect(container.textContent).toContain('تبقّى أقل من دقيقتين.');
  });
});
