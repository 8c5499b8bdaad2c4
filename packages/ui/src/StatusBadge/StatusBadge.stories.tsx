import type { Meta, StoryObj } from '@storybook/react-vite';
import { showsText } from '../parts/storyPlays';
import { StatusBadge } from './StatusBadge';

/**
 * A booking status exactly as stored (docs/behaviour/bookings.md#status-rules), tinted by tone; the text carries
 * the meaning and a hidden "Status:" prefix names it for screen readers.
 */
const meta = {
  title: 'Display/StatusBadge',
  component: StatusBadge,
  args: { status: 'Upcoming', tone: 'success' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An upcoming booking. */
export const Upcoming: Story = {
  play: showsText('status-badge', 'Status: Upcoming'),
};

/** Not paid yet: the note says so in words. */
export const Unpaid: Story = {
  args: { tone: 'warning', note: 'Not paid' },
  play: showsText('status-badge', 'Upcoming · Not paid'),
};

/** Cancelled. */
export const Cancelled: Story = { args: { status: 'Cancelled', tone: 'critical' } };

/** On the way (passenger on board). */
export const OnTheWay: Story = { args: { status: 'POB', tone: 'info' } };

/** Finished. */
export const Finished: Story = { args: { status: 'Finished', tone: 'neutral' } };
