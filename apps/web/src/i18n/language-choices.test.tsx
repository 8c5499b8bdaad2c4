import { i18n } from '@lingui/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as english } from '../locales/en-GB/messages.po';
import { messages as french } from '../locales/fr/messages.po';
import { configState } from '../state/config';
import LanguageChoices from './language-choices';
import { markDocument } from './language';

afterEach(() => {
  vi.unstubAllGlobals();
  i18n.loadAndActivate({ locale: 'en-GB', messages: english });
  markDocument('en-GB');
  configState.languages = ['en-GB', 'fr', 'ar'];
});

describe("the Menu dialog's language choice", () => {
  it('lists the languages in their own names, marks the current one, and changes language where it stands', async () => {
    configState.languages = ['en-GB', 'fr', 'ar'];
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetched.push(url);
        return new Response(JSON.stringify(french), { status: 200 });
      }),
    );
    render(<LanguageChoices />);
    const group = screen.getByRole('group', { name: 'Language' });
    const choices = within(group).getAllByRole('button');
    expect(choices.map((c) => [c.textContent, c.getAttribute('lang'), c.getAttribute('dir')])).toEqual([
      ['English', 'en-GB', 'ltr'],
      ['Français', 'fr', 'ltr'],
      ['العربية', 'ar', 'rtl'],
    ]);
    expect(within(group).getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true');

    await userEvent.click(within(group).getByRole('button', { name: 'Français' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(fetched).toEqual(['/i18n/fr.json']);
    const inFrench = screen.getByRole('group', { name: 'Langue' });
    expect(within(inFrench).getByRole('button', { name: 'Français' })).toHaveAttribute('aria-current', 'true');
    expect(within(inFrench).getByRole('button', { name: 'English' })).not.toHaveAttribute('aria-current');
  });

  it('draws nothing for a tenant with one language', () => {
    configState.languages = ['en-GB'];
    const { container } = render(<LanguageChoices />);
    expect(container).toBeEmptyDOMElement();
  });
});
