import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

// Dialog tests drive real Radix and RAC components through user-event; the shared 2-core machine is slow.
vi.setConfig({ testTimeout: 60_000 });
import { ConfirmDialog } from './ConfirmDialog';
import { pressOverlay } from './testHelpers';

/** An `onConfirm` whose promise settles only when the test says so. */
function deferredConfirm() {
  let settle: { resolve: () => void; reject: (reason: Error) => void } = { resolve: () => {}, reject: () => {} };
  const onConfirm = vi.fn(() => new Promise<void>((resolve, reject) => (settle = { resolve, reject })));
  return { onConfirm, settle: () => settle };
}

/** Renders the cancel-booking question with its callbacks, as a booking page would. */
function renderCancelQuestion(onConfirm: () => Promise<void>) {
  const onOpenChange = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      onConfirm={onConfirm}
      onCancel={onCancel}
      content="Do you want to cancel this booking?"
    />,
  );
  return { onOpenChange, onCancel, dialog: screen.getByRole('alertdialog', { name: 'Question' }) };
}

describe('ConfirmDialog while busy', () => {
  it('ignores Escape, an outside press and CANCEL while onConfirm runs, keeps focus inside, then closes once', async () => {
    const user = userEvent.setup();
    const { onConfirm, settle } = deferredConfirm();
    const { onOpenChange, onCancel, dialog } = renderCancelQuestion(onConfirm);
    await user.keyboard('{Enter}');
    const ok = await within(dialog).findByRole('button', { name: /Processing/ });
    expect(
      within(dialog)
        .getAllByRole('status')
        .map((s) => s.textContent),
    ).toContain('Processing');

    await user.keyboard('{Escape}');
    pressOverlay(dialog);
    const cancel = within(dialog).getByRole('button', { name: 'CANCEL' });
    expect(cancel).toHaveAttribute('aria-disabled', 'true');
    expect(cancel).not.toBeDisabled();
    await user.click(cancel);
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(onCancel).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(ok).toHaveAttribute('aria-disabled', 'true');

    settle().resolve();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onOpenChange).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('busy from outside: Escape and an outside press do nothing; once idle both cancel', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const onCancel = vi.fn();
    const props = { open: true, onOpenChange, onCancel, onConfirm: vi.fn(), content: 'Do you want to sign out?' };
    const { rerender } = render(<ConfirmDialog {...props} isBusy />);
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
    pressOverlay(screen.getByRole('alertdialog'));
    expect(onOpenChange).not.toHaveBeenCalled();
    rerender(<ConfirmDialog {...props} isBusy={false} />);
    const cancel = screen.getByRole('button', { name: 'CANCEL' });
    expect(cancel).not.toHaveAttribute('aria-disabled');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onCancel).toHaveBeenCalledTimes(1);
    pressOverlay(screen.getByRole('alertdialog'));
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(2));
  });

  it('a rejected onConfirm shows its message, stays open and usable: OK retries, CANCEL cancels', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(() => Promise.reject(new Error('The booking cannot be cancelled now.')));
    const { onOpenChange, onCancel, dialog } = renderCancelQuestion(onConfirm);
    await user.keyboard('{Enter}');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The booking cannot be cancelled now.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(2));
    await within(dialog).findByRole('button', { name: 'OK' });
    await user.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
