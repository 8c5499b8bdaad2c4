import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Countdown, countdownAnnouncement } from './Countdown';

describe('Countdown', () => {
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
