import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { SignInDialog, type SignInDialogProps } from './SignInDialog';

// Dialog tests drive real Radix and RAC components through user-event; the shared 2-core machine is slow.
vi.setConfig({ testTimeout: 60_000 });

/** Opens the sign-in dialog at +44 (`props` change any of it); returns the dialog and the callbacks it was given. */
function renderSignIn(props: Partial<SignInDialogProps> = {}) {
  const given = {
    onOpenChange: vi.fn(),
    onSignIn: vi.fn(),
    onSignUp: vi.fn(),
    onForgotPassword: vi.fn(),
    dialingCode: '+44',
    ...props,
  };
  render(<SignInDialog open {...given} />);
  return { dialog: screen.getByRole('dialog', { name: 'Welcome' }), ...given };
}

describe('SignInDialog tabs and focus', () => {
  it('focuses the first field on opening; the arrow keys then move between the tabs and focus stays on them', async () => {
    const user = userEvent.setup();
    const { dialog } = renderSignIn();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveFocus());

    const signIn = within(dialog).getByRole('tab', { name: 'SIGN IN' });
    signIn.focus();
    await user.keyboard('{ArrowRight}');
    const signUp = within(dialog).getByRole('tab', { name: 'SIGN UP' });
    expect(signUp).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('textbox', { name: 'First name' })).toBeInTheDocument();
    // The new panel's first field must not take focus away from the tab list.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(signUp).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(signIn).toHaveAttribute('aria-selected', 'true');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(signIn).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).not.toHaveFocus();

    const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('with SIGN UP first, focuses First name on opening and lets the arrow keys reach SIGN IN', async () => {
    const user = userEvent.setup();
    const { dialog } = renderSignIn({ showSignupFirst: true });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveFocus());
    within(dialog).getByRole('tab', { name: 'SIGN UP' }).focus();
    await user.keyboard('{ArrowRight}');
    const signIn = within(dialog).getByRole('tab', { name: 'SIGN IN' });
    expect(signIn).toHaveAttribute('aria-selected', 'true');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(signIn).toHaveFocus();
  });

  it("opens the sign-up notice's privacy and terms links in a new tab, so the dialog and what was typed stay", async () => {
    const user = userEvent.setup();
    const { dialog } = renderSignIn();
    await user.click(within(dialog).getByRole('tab', { name: 'SIGN UP' }));
    const terms = within(dialog).getByRole('link', { name: /^terms\s*\(opens in a new tab\)$/ });
    expect(terms).toHaveAttribute('href', '/terms.html');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByRole('link', { name: /^privacy policy\s*\(opens in a new tab\)$/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });
});

describe('SignInDialog submits', () => {
  it('puts SIGN UP first when configured and Enter submits only the active tab', async () => {
    const user = userEvent.setup();
    const { dialog, onSignIn, onSignUp } = renderSignIn({ showSignupFirst: true });
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['SIGN UP', 'SIGN IN']);
    await user.keyboard('{Enter}');
    expect(within(dialog).getByRole('link', { name: 'Surname is required' })).toBeInTheDocument();
    expect(onSignIn).not.toHaveBeenCalled();
    expect(onSignUp).not.toHaveBeenCalled();
  });

  it('clears the password after a failed sign-in and shows the message', async () => {
    const user = userEvent.setup();
    const { dialog, onSignIn } = renderSignIn({
      onSignIn: vi.fn(() => Promise.reject(new Error('Something went wrong, please try again.'))),
    });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'a@b.co');
    const password = within(dialog).getByLabelText(/^Password/);
    await user.type(password, 'secret99{Enter}');
    expect(onSignIn).toHaveBeenCalledWith({ Email: 'a@b.co', Password: 'secret99', RememberMe: false });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong, please try again.');
    expect(password).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('a@b.co');
  });
});
