import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Countdown, countdownAnnouncement, formatCountdown } from './Countdown';

describe('Countdown', () => {
  it.each([
    [600, '10:00'],
    [61, '01:01'],
    [59.9, '00:59'],
    [0, '00:00'],
    [-5, '00:00'],
    [Number.NaN, '00:00'],
    [6000, '100:00'],
  ])('formats %s seconds as %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });

  it('announces whole minutes only, and time up', () => {
    expect(countdownAnnouncement(600)).toBe('10 minutes remaining');
    expect(countdownAnnouncement(599)).toBe('10 minutes remaining');
    expect(countdownAnnouncement(540)).toBe('9 minutes remaining');
    expect(countdownAnnouncement(30)).toBe('1 minute remaining');
    expect(countdownAnnouncement(0)).toBe('Time is up');
  });

  it('renders a timer with its label and a polite region', () => {
    render(<Countdown secondsLeft={125} />);
    expect(screen.getByRole('timer', { name: 'Time remaining 02:05' })).toHaveTextContent('02:05');
    expect(screen.getByText('3 minutes remaining')).toHaveAttribute('aria-live', 'polite');
  });
});
