import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

// Dialog tests drive real Radix and RAC components through user-event; the shared 2-core machine is slow.
vi.setConfig({ testTimeout: 60_000 });
import { CardDetailsDialog } from './CardDetailsDialog';

const FILLED = {
  Name: 'Ann Smith',
  CardNumber: '4242424242424242',
  ExpiryMonth: '12',
  ExpiryYear: '2028',
  CVC: '123',
  PostalCode: 'E14 5AB',
  AddressLine1: '1 Canada Square',
  City: 'London',
};

/** A press on the dimmed overlay around the dialog (Radix renders it just before the panel). */
function pressOverlay(dialog: HTMLElement) {
  const overlay = dialog.previousElementSibling;
  expect(overlay).toHaveAttribute('data-state', 'open');
  fireEvent.pointerDown(overlay as Element, { pointerType: 'mouse', button: 0 });
  fireEvent.click(overlay as Element);
}

describe('CardDetailsDialog while paying', () => {
  it('ignores Escape, an outside press and Cancel while the payment runs; dismissable again after it fails', async () => {
    const user = userEvent.setup();
    let fail: (reason: Error) => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((_, reject) => (fail = reject)));
    const onOpenChange = vi.fn();
    render(
      <CardDetailsDialog
        open
        onOpenChange={onOpenChange}
        onSubmit={onSubmit}
        now={new Date(2026, 10, 22)}
        amount={48.5}
        defaultValues={FILLED}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Card Details' });
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await within(dialog).findByRole('button', { name: /Processing/ });

    await user.keyboard('{Escape}');
    pressOverlay(dialog);
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveAttribute('aria-disabled', 'true');
    await user.click(cancel);
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(dialog.contains(document.activeElement)).toBe(true);

    fail(new Error('Payment information invalid, please try again.'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Payment information invalid');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).not.toHaveAttribute('aria-disabled');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('busy from outside: Escape and Cancel do nothing', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <CardDetailsDialog
        open
        isBusy
        onOpenChange={onOpenChange}
        onSubmit={vi.fn()}
        now={new Date(2026, 10, 22)}
        amount={48.5}
        defaultValues={FILLED}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Card Details' });
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: /Processing/ })).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('CardDetailsDialog expiry', () => {
  it.each([
    ['keyboard', true],
    ['pointer', false],
  ])('keeps the focus on the expiry select after a choice by %s', async (_how, byKeyboard) => {
    const user = userEvent.setup();
    render(
      <CardDetailsDialog
        open
        onOpenChange={() => {}}
        onSubmit={async () => {}}
        now={new Date(2026, 10, 22)}
        amount={48.5}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Card Details' });
    const month = within(dialog).getByRole('button', { name: /Expiry month/ });
    if (byKeyboard) {
      month.focus();
      await user.keyboard('{Enter}');
      await screen.findByRole('listbox');
      await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    } else {
      await user.click(month);
      await user.click(await screen.findByRole('option', { name: '03' }));
    }
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(month).toHaveTextContent(/0\d/);
    expect(month).toHaveFocus();
  });
});

describe('CardDetailsDialog checks', () => {
  it('shows every field error at once on submit, in a summary ordered as the fields on screen', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <CardDetailsDialog
        open
        onOpenChange={vi.fn()}
        onSubmit={onSubmit}
        now={new Date(2026, 10, 22)}
        amount={48.5}
        defaultValues={{ PostalCode: 'AB!12#' }}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Card Details' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const expected = [
      'Name on card is required',
      'Card number is required',
      'Expiry is required',
      'CVC is required',
      'Postal code is invalid',
      'Address line 1 is required',
      'City is required',
    ];
    const summary = within(dialog)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(summary).toEqual(expected);
    // Each message also on its field, all at once.
    for (const message of expected) {
      expect(within(dialog).getAllByText(message).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('shows the booking reference whenever there is one, the first payment included', () => {
    render(
      <CardDetailsDialog
        open
        onOpenChange={vi.fn()}
        onSubmit={vi.fn()}
        now={new Date(2026, 10, 22)}
        amount={48.5}
        bookingReference="CK1234"
      />,
    );
    expect(screen.getByText('Booking reference')).toBeInTheDocument();
    expect(screen.getByText('CK1234')).toBeInTheDocument();
  });
});
