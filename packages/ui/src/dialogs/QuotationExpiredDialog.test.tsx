import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { QuotationExpiredDialog, requoteTimeMessage } from './QuotationExpiredDialog';

// Dialog tests drive real Radix and RAC components through user-event; the shared 2-core machine is slow.
vi.setConfig({ testTimeout: 60_000 });

function renderExpired(onRequote = vi.fn(), onTimeChange = vi.fn()) {
  render(
    <QuotationExpiredDialog
      open
      onOpenChange={vi.fn()}
      phone="020 7946 0000"
      now={new Date(2026, 10, 22, 10, 0)}
      showDateTimePicker
      earliestTime={new Date(2026, 10, 22, 10, 45)}
      pickerReadyDelayMs={0}
      onTimeChange={onTimeChange}
      onRequote={onRequote}
      onCancel={vi.fn()}
    />,
  );
  return { dialog: screen.getByRole('alertdialog', { name: 'Quotation Expired' }), onRequote, onTimeChange };
}

describe('QuotationExpiredDialog pickup time', () => {
  it("without a time, 'Pickup time is required' sits on the date selector and the summary link focuses it", async () => {
    const user = userEvent.setup();
    const { dialog, onRequote } = renderExpired();
    // Part of the dialog: Re-Quote and Cancel are its buttons, the picker has no Done or Close of its own.
    const picker = within(dialog).getByRole('region', { name: 'Pickup date and time' });
    expect(within(picker).queryByRole('button', { name: 'Done' })).toBeNull();
    expect(within(picker).queryByRole('button', { name: 'Close' })).toBeNull();
    expect(within(picker).getByRole('button', { name: /Date/ })).toHaveTextContent('Choose a date');

    await user.click(within(dialog).getByRole('button', { name: 'Re-Quote' }));
    const summary = await within(dialog).findByRole('alert');
    const date = within(dialog).getByRole('button', { name: /Date/ });
    expect(date).toHaveAccessibleDescription('Error: Pickup time is required');
    await user.click(within(summary).getByRole('link', { name: 'Pickup time is required' }));
    expect(date).toHaveFocus();
    expect(onRequote).not.toHaveBeenCalled();
    const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('a time chosen in the selectors counts at once: the booking hears it and Re-Quote sends it', async () => {
    const user = userEvent.setup();
    const { dialog, onRequote, onTimeChange } = renderExpired();
    await user.click(within(dialog).getByRole('button', { name: /Date/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Tomorrow 23/11/2026' }));
    const chosen = { pickUpType: 'Later', time: new Date(2026, 10, 23, 10, 45), quickMinutes: null };
    expect(onTimeChange).toHaveBeenLastCalledWith(chosen);
    expect(dialog).toHaveTextContent('Pickup time: 23/11/2026 10:45');
    await user.click(within(dialog).getByRole('button', { name: 'Re-Quote' }));
    await waitFor(() => expect(onRequote).toHaveBeenCalledWith(chosen));
  });

  it('a quick button counts at once too; one before the earliest pickup is not offered', async () => {
    const user = userEvent.setup();
    const { dialog, onRequote } = renderExpired();
    expect(within(dialog).queryByRole('button', { name: 'In 15 min' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'In 60 min' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Re-Quote' }));
    await waitFor(() =>
      expect(onRequote).toHaveBeenCalledWith({
        pickUpType: 'Later',
        time: new Date(2026, 10, 22, 11, 0),
        quickMinutes: 60,
      }),
    );
  });
});

describe('re-quote time (docs/behaviour/quotation.md#expired-dialog)', () => {
  const earliest = new Date(2026, 10, 22, 10, 45);
  it('needs a time, not before the earliest pickup', () => {
    expect(requoteTimeMessage(undefined, earliest)).toBe('Pickup time is required');
    expect(
      requoteTimeMessage({ pickUpType: 'Later', time: new Date(2026, 10, 22, 10, 30), quickMinutes: null }, earliest),
    ).toBe('The earliest time we can pickup from this address is 22/11/2026 10:45');
    expect(
      requoteTimeMessage({ pickUpType: 'Later', time: new Date(2026, 10, 22, 11, 0), quickMinutes: null }, earliest),
    ).toBeUndefined();
    expect(requoteTimeMessage({ pickUpType: 'Now', time: null, quickMinutes: null }, earliest)).toBeUndefined();
  });

  it("takes a time a minute before the earliest, as the journey and the server do (the domain's allowance)", () => {
    expect(
      requoteTimeMessage({ pickUpType: 'Later', time: new Date(2026, 10, 22, 10, 44), quickMinutes: null }, earliest),
    ).toBeUndefined();
    expect(
      requoteTimeMessage({ pickUpType: 'Later', time: new Date(2026, 10, 22, 10, 42), quickMinutes: null }, earliest),
    ).toBe('The earliest time we can pickup from this address is 22/11/2026 10:45');
  });
});
