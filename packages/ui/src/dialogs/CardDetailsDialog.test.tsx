import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

// Dialog tests drive real Radix and RAC components through user-event; the shared 2-core machine is slow.
vi.setConfig({ testTimeout: 60_000 });
import { CardDetailsDialog, type CardDetailsDialogProps } from './CardDetailsDialog';
import { FILLED_CARD } from './fixtures';
import { pressOverlay } from './testHelpers';

const FILLED = FILLED_CARD;

/**
 * Opens the card sheet for £48.50 on 22 November 2026 (`props` change any of it); returns the dialog and the
 * callbacks it was given.
 */
function renderCard(props: Partial<CardDetailsDialogProps> = {}) {
  const callbacks = { onOpenChange: vi.fn(), onSubmit: vi.fn(), ...props };
  render(<CardDetailsDialog open now={new Date(2026, 10, 22)} amount={48.5} {...props} {...callbacks} />);
  return { dialog: screen.getByRole('dialog', { name: 'Card Details' }), ...callbacks };
}

describe('CardDetailsDialog while paying', () => {
  it('ignores Escape, an outside press and Cancel while the payment runs; dismissable again after it fails', async () => {
    const user = userEvent.setup();
    let fail: (reason: Error) => void = () => {};
    const { dialog, onSubmit, onOpenChange } = renderCard({
      onSubmit: vi.fn(() => new Promise<void>((_, reject) => (fail = reject))),
      defaultValues: FILLED,
    });
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
    const { dialog, onOpenChange } = renderCard({ isBusy: true, defaultValues: FILLED });
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: /Processing/ })).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('CardDetailsDialog card fields', () => {
  function renderSheet(onSubmit = vi.fn(), defaultValues = {}) {
    return renderCard({ onSubmit, amount: 54.69, defaultValues }).dialog;
  }

  it('names the card brand as the number is typed, read as the field description', async () => {
    const user = userEvent.setup();
    const dialog = renderSheet();
    const number = within(dialog).getByRole('textbox', { name: /Card number/ });
    await user.type(number, '42');
    expect(number).toHaveAccessibleDescription('Visa');
    await user.clear(number);
    await user.type(number, '5555');
    expect(number).toHaveAccessibleDescription('Mastercard');
    await user.clear(number);
    await user.type(number, '3782');
    expect(number).toHaveAccessibleDescription('American Express');
    expect(number).toHaveValue('3782');
  });

  it('takes the expiry as MM/YY in one field, with a format hint and its own message', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const dialog = renderSheet(onSubmit, { ...FILLED, ExpiryMonth: '', ExpiryYear: '' });
    const expiry = within(dialog).getByRole('textbox', { name: /Expiry date/ });
    expect(expiry).toHaveAccessibleDescription('For example, 08/29');
    expect(within(dialog).queryByRole('button', { name: /Expiry month/ })).toBeNull();
    await user.type(expiry, '122');
    expect(expiry).toHaveValue('12/2');
    await user.click(within(dialog).getByRole('button', { name: 'Pay £54.69' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(expiry).toHaveAccessibleDescription(expect.stringContaining('Expiry is invalid'));
    await user.type(expiry, '9');
    expect(expiry).toHaveValue('12/29');
    await user.click(within(dialog).getByRole('button', { name: 'Pay £54.69' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ ExpiryMonth: '12', ExpiryYear: '2029' }));
  });

  it('keeps what was typed after a decline, the CVC apart', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {
      throw new Error('Your card was declined.');
    });
    const dialog = renderSheet(onSubmit, FILLED);
    expect(within(dialog).getByRole('textbox', { name: /Expiry date/ })).toHaveValue('12/28');
    await user.click(within(dialog).getByRole('button', { name: 'Pay £54.69' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(within(dialog).getByRole('textbox', { name: /Card number/ })).toHaveValue('4242 4242 4242 4242');
    expect(within(dialog).getByRole('textbox', { name: /Expiry date/ })).toHaveValue('12/28');
    expect(within(dialog).getByRole('textbox', { name: /Postal code/ })).toHaveValue('E14 5AB');
    expect(within(dialog).getByRole('textbox', { name: /CVC/ })).toHaveValue('');
  });
});

describe('CardDetailsDialog checks', () => {
  it('shows every field error at once on submit, in a summary ordered as the fields on screen', async () => {
    const user = userEvent.setup();
    const { dialog, onSubmit } = renderCard({ defaultValues: { PostalCode: 'AB!12#' } });
    await user.click(within(dialog).getByRole('button', { name: 'Pay £48.50' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const expected = [
      'Name on card is required',
      'Card number is required',
      'Expiry is required',
      'CVC is required',
      'Postal code is invalid',
    ];
    // The sandbox asks the postcode only: no address line, city or country on the sheet.
    expect(within(dialog).queryByRole('textbox', { name: /Address line 1|City/ })).toBeNull();
    const summary = within(dialog)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(summary).toEqual(expected);
    // Each message also on its field, all at once.
    for (const message of expected) {
      expect(within(dialog).getAllByText(message).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('asks the full billing address only where the gateway says it needs it', async () => {
    const user = userEvent.setup();
    const { dialog, onSubmit } = renderCard({
      billing: 'address',
      defaultValues: { ...FILLED, AddressLine1: '', City: '' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Pay £48.50' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Address line 1 is required', 'City is required']);
  });

  it('shows the booking reference whenever there is one, the first payment included', () => {
    renderCard({ bookingReference: 'CK1234' });
    expect(screen.getByText(/Booking reference/)).toHaveTextContent('Booking reference CK1234');
  });

  it('accepts an expiry in this year + 50 and clears the CVC after a failed payment', async () => {
    const user = userEvent.setup();
    const { dialog, onSubmit } = renderCard({
      onSubmit: vi.fn(() => Promise.reject(new Error('Payment information invalid, please try again.'))),
      defaultValues: { ...FILLED, ExpiryYear: '2076' },
    });
    expect(dialog).toHaveTextContent('£48.50');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ ExpiryYear: '2076', CVC: '123', Country: 'United Kingdom' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Payment information invalid, please try again.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'CVC' })).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: 'Name on card' })).toHaveValue('Ann Smith');
  });
});
