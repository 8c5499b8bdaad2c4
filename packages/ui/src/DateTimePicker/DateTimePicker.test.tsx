import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateTimePicker } from './DateTimePicker';
import { dateOptions, firstSlotAfter, fromLocalInputValue, minuteChoices, quickTime, toLocalInputValue } from './logic';

const now = new Date(2026, 10, 21, 10, 7, 30);

describe('picker logic', () => {
  it('offers minutes on the step grid plus an off-grid current minute', () => {
    expect(minuteChoices(15)).toEqual([0, 15, 30, 45]);
    expect(minuteChoices(30, 37)).toEqual([0, 30, 37]);
    expect(minuteChoices(60)).toEqual([0]);
    expect(minuteChoices(0)).toHaveLength(60);
  });

  it('rounds the earliest time up to the next slot', () => {
    expect(firstSlotAfter(now, 15)).toEqual(new Date(2026, 10, 21, 10, 15));
    expect(firstSlotAfter(new Date(2026, 10, 21, 23, 50), 30)).toEqual(new Date(2026, 10, 22, 0, 0));
    expect(firstSlotAfter(new Date(2026, 10, 21, 10, 15, 0), 15)).toEqual(new Date(2026, 10, 21, 10, 15));
  });

  it('quick times are now plus minutes with seconds zeroed', () => {
    expect(quickTime(now, 60)).toEqual(new Date(2026, 10, 21, 11, 7));
  });

  it('labels the dates Today, Tomorrow, then weekday and dd/mm/yyyy', () => {
    expect(dateOptions(now, 3)).toEqual([
      { id: '2026-11-21', label: 'Today 21/11/2026' },
      { id: '2026-11-22', label: 'Tomorrow 22/11/2026' },
      { id: '2026-11-23', label: 'Mon 23/11/2026' },
    ]);
  });

  it('round-trips the native input format', () => {
    expect(toLocalInputValue(new Date(2026, 0, 2, 3, 4))).toBe('2026-01-02T03:04');
    expect(fromLocalInputValue('2026-01-02T03:04')).toEqual(new Date(2026, 0, 2, 3, 4));
    expect(fromLocalInputValue('nonsense')).toBeNull();
  });
});

describe('DateTimePicker', () => {
  it('keeps the selectors disabled for the first second (SPEC 2)', async () => {
    vi.useFakeTimers();
    try {
      render(<DateTimePicker now={now} />);
      expect(screen.getByRole('button', { name: 'In 15 min' })).toBeDisabled();
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(screen.getByRole('button', { name: 'In 15 min' })).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('applies ASAP at once and reports Later times on Done with the pressed quick button', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DateTimePicker now={now} onChange={onChange} readyDelayMs={0} />);
    await user.click(screen.getByRole('button', { name: 'In 15 min' }));
    expect(screen.getByRole('button', { name: 'In 15 min' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onChange).toHaveBeenLastCalledWith({
      pickUpType: 'Later',
      time: new Date(2026, 10, 21, 10, 22),
      quickMinutes: 15,
    });
    await user.click(screen.getByRole('radio', { name: 'ASAP' }));
    expect(onChange).toHaveBeenLastCalledWith({ pickUpType: 'Now', time: null, quickMinutes: null });
  });

  it('refuses a time before the earliest pickup with the spec warning', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <DateTimePicker now={now} onChange={onChange} readyDelayMs={0} earliestTime={new Date(2026, 10, 21, 11, 0)} />,
    );
    await user.click(screen.getByRole('button', { name: 'In 30 min' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The earliest time we can pickup from this address is 21/11/2026 11:00',
    );
    expect(onChange).not.toHaveBeenCalled();
  });
});
