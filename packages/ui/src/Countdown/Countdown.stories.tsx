import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, within } from 'storybook/test';
import { Countdown } from './Countdown';

const meta = {
  title: 'Feedback/Countdown',
  component: Countdown,
  args: { secondsLeft: 600 },
  parameters: {
    docs: {
      description: {
        component:
          'The quote validity / payment time-remaining countdown (mm:ss). The caller passes the seconds left from ' +
          'its own clock. Screen readers hear "N minutes remaining" once a minute; the last minute turns critical.',
      },
    },
  },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ten minutes (the default quote timeout). */
export const TenMinutes: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('10:00');
  },
};

/** The last minute. */
export const Urgent: Story = { args: { secondsLeft: 42 } };

/** Expired. */
export const Expired: Story = { args: { secondsLeft: 0 } };

/** Ticking once a second. */
export const Ticking: Story = {
  render: function Render() {
    const [seconds, setSeconds] = useState(65);
    useEffect(() => {
      const timer = setInterval(() => setSeconds((value) => Math.max(0, value - 1)), 1000);
      return () => clearInterval(timer);
    }, []);
    return <Countdown secondsLeft={seconds} />;
  },
};
