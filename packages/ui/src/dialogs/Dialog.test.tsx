import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

// Dialog tests drive real Radix and RAC components through user-event; the shared 2-core machine is slow.
vi.setConfig({ testTimeout: 60_000 });
import { AlertDialog } from './AlertDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { NoteToDriverDialog } from './NoteToDriverDialog';
import { PromoCodeDialog } from './PromoCodeDialog';

async function expectNoAxeViolations(element: Element) {
  const results = await axe.run(element, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(results.violations.map((v) => v.id)).toEqual([]);
}

/** Opens a ForgotPasswordDialog from a button, as a page would. */
function ForgotHarness({ onSubmit }: { onSubmit: (values: { Email: string }) => Promise<void> | void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Forgot password?
      </button>
      <ForgotPasswordDialog open={open} onOpenChange={setOpen} onSubmit={onSubmit} />
    </>
  );
}

describe('Dialog base (through ForgotPasswordDialog)', () => {
  it('is named by its title, traps focus, closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<ForgotHarness onSubmit={vi.fn()} />);
    const opener = screen.getByRole('button', { name: 'Forgot password?' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await expectNoAxeViolations(document.body);
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  }, 60_000);

  it('Enter submits: invalid shows the summary (focused) and the field message; valid calls onSubmit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ForgotHarness onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    await user.keyboard('{Enter}');
    const summary = within(dialog).getByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'Email is required' })).toBeInTheDocument();
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAccessibleDescription(/Email is required$/);
    await user.click(within(summary).getByRole('link', { name: 'Email is required' }));
    expect(email).toHaveFocus();
    await user.type(email, 'nobody');
    await user.keyboard('{Enter}');
    expect(email).toHaveAccessibleDescription(/Email is invalid$/);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(email);
    await user.type(email, 'ann@example.com{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ Email: 'ann@example.com' });
  });

  it('shows Processing while the call runs, ignores a second submit, and clears errors when closed', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<ForgotHarness onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog');
    await user.keyboard('{Enter}');
    expect(within(dialog).getByRole('alert')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ann@example.com{Enter}');
    expect(await within(dialog).findByRole('button', { name: /Processing/ })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish();
    await within(dialog).findByRole('button', { name: 'OK' });
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const reopened = await screen.findByRole('dialog');
    expect(within(reopened).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(reopened).getByRole('textbox', { name: 'Email' })).toHaveValue('');
  });

  it('a rejected call keeps the dialog open and shows its message', async () => {
    const user = userEvent.setup();
    render(<ForgotHarness onSubmit={() => Promise.reject(new Error('Something went wrong, please try again.'))} />);
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ann@example.com{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong, please try again.');
  });
});

describe('PromoCodeDialog and NoteToDriverDialog', () => {
  it('"Add Promo Code" requires a code and submits the trimmed code on Enter', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<PromoCodeDialog open onOpenChange={vi.fn()} onSubmit={onSubmit} />);
    const dialog = screen.getByRole('dialog', { name: 'Add Promo Code' });
    await user.keyboard('{Enter}');
    expect(within(dialog).getByRole('textbox', { name: 'Promo code' })).toHaveAccessibleDescription(
      /Promo code is required$/,
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Promo code' }), ' WELCOME10 {Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ PromoCode: 'WELCOME10' });
  });

  it('note: Enter submits, Shift+Enter adds a line', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<NoteToDriverDialog open onOpenChange={vi.fn()} onSubmit={onSubmit} />);
    const note = screen.getByRole('textbox', { name: /Note to driver/ });
    await user.type(note, 'Gate 4{Shift>}{Enter}{/Shift}Blue door{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ Note: 'Gate 4\nBlue door' });
  });
});

describe('ConfirmDialog and AlertDialog', () => {
  it('confirm: title Question, OK shows Processing while busy then closes; CANCEL calls onCancel', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onOpenChange = vi.fn();
    const onCancel = vi.fn();
    const { rerender } = render(
      <ConfirmDialog open onOpenChange={onOpenChange} content="Do you want to sign out?" onConfirm={onConfirm} />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Question' });
    expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByRole('button', { name: /Processing/ })).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    finish();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    rerender(
      <ConfirmDialog
        open
        title="Please Confirm"
        onOpenChange={onOpenChange}
        content="Do you want to sign out?"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'CANCEL' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('alert: Error title, Stripe and entries messages replaced, Enter closes', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <AlertDialog open onOpenChange={onOpenChange} kind="error" message="Stripe: card_declined" />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Something went wrong, please try again.');
    await user.keyboard('{Enter}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    rerender(
      <AlertDialog
        open
        onOpenChange={onOpenChange}
        message="An error occurred while updating the entries. See inner"
      />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Message' })).toHaveTextContent(
      'Something went wrong, please try again.',
    );
  });

  it('alert SIGN IN / CANCEL variant', async () => {
    const user = userEvent.setup();
    const onSignIn = vi.fn();
    render(
      <AlertDialog
        open
        onOpenChange={vi.fn()}
        variant="signIn"
        message="Please sign in to continue"
        onSignIn={onSignIn}
      />,
    );
    expect(screen.getByRole('button', { name: 'CANCEL' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
  });
});
