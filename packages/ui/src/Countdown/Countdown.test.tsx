import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Countdown, countdownAnnouncement, isCountdownClosing } from './Countdown';

describe('Countdown', () => {
  it.each([
    [600, false],
    [121, false],
    [120, true],
    [1, true],
    [0, true],
    [-5, true],
  ])('with %i seconds left is closing: %s', (seconds, closing) => {
    expect(isCountdownClosing(seconds)).toBe(closing);
  });

  it('says nothing while quiet, then one sentence for the rest of the countdown', () => {
    expect(countdownAnnouncement(600)).toBe('');
    expect(countdownAnnouncement(121)).toBe('');
    expect(countdownAnnouncement(120)).toBe('Less than 2 minutes left.');
    expect(countdownAnnouncement(30)).toBe('Less than 2 minutes left.');
    expect(countdownAnnouncement(30, 120, true)).toBe('Less than 2 minutes left. You can extend the time.');
  });

  it('is quiet with time to spare: a timer, no emphasis, no button', () => {
    render(<Countdown secondsLeft={125} onExtend={() => undefined} />);
    const timer = screen.getByRole('timer', { name: 'Time remaining 02:05' });
    expect(timer).toHaveTextContent('02:05');
    expect(timer.closest('[data-closing]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Extend time' })).toBeNull();
  });

  it('turns prominent in its last two minutes and offers to extend', async () => {
    const onExtend = vi.fn(async () => undefined);
    const { rerender } = render(<Countdown secondsLeft={121} onExtend={onExtend} />);
    rerender(<Countdown secondsLeft={120} onExtend={onExtend} />);
    expect(screen.getByRole('timer').closest('[data-closing]')).not.toBeNull();
    expect(screen.getByText('Less than 2 minutes left. You can extend the time.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Extend time' }));
    });
    expect(onExtend).toHaveBeenCalledTimes(1);
  });

  it('offers no button without a way to extend', () => {
    render(<Countdown secondsLeft={30} />);
    expect(screen.queryByRole('button', { name: 'Extend time' })).toBeNull();
  });
});
