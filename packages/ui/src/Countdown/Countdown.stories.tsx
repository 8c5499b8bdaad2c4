import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, within } from 'storybook/test';
import { Countdown } from './Countdown';

/**
 * The quote validity / payment time-remaining countdown (mm:ss). The caller passes the seconds left from its own
 * clock. Quiet (small, muted) until its last two minutes, then prominent and announced once politely; with
 * `onExtend` it offers "Extend time" then (WCAG 2.2.1 timing adjustable).
 */
const meta = {
  title: 'Feedback/Countdown',
  component: Countdown,
  args: { secondsLeft: 600 },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ten minutes (the default quote timeout). */
export const TenMinutes: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('10:00');
  },
};

/** The last two minutes, with a way to extend: prominent, "Extend time". */
export const Closing: Story = {
  args: { secondsLeft: 95, onExtend: () => undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('01:35');
    await expect(canvas.getByRole('button', { name: 'Extend time' })).toBeVisible();
  },
};

/** Expired. */
export const Expired: Story = { args: { secondsLeft: 0 } };

/** Ticking once a second. */
export const Ticking: Story = {
  render: function Render() {
    const [seconds, setSeconds] = useState(125);
    useEffect(() => {
      const timer = setInterval(() => setSeconds((value) => Math.max(0, value - 1)), 1000);
      return () => clearInterval(timer);
    }, []);
    return <Countdown secondsLeft={seconds} onExtend={() => setSeconds(600)} />;
  },
};
