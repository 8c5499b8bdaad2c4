import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

/**
 * What a page shows when there is nothing to list: an illustration (default a car in the brand colour; the tenant
 * swaps it with an image URL, which is decorative, or any element, or `null` for none), a title (h2, or h3 inside a
 * section), one or two sentences and one next action.
 */
const meta = {
  title: 'States/EmptyState',
  component: EmptyState,
  args: {
    title: 'No bookings yet',
    children: 'Your journeys will show here once you have booked one.',
    action: <Button>Book a journey</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default illustration, title, text and the next action. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No bookings yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Book a journey' })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** The tenant's own picture, given as a URL: decorative, so read as nothing. */
export const TenantIllustration: Story = {
  args: {
    title: 'No saved places',
    children: 'Save home, work or the airport to book them in one tap.',
    headingLevel: 3,
    illustration: `data:image/svg+xml,${encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><circle cx="80" cy="50" r="36" fill="#d4a72c"/><path d="M80 118 L52 70 H108 Z" fill="#d4a72c"/><circle cx="80" cy="50" r="14" fill="#0f1b33"/></svg>',
    )}`,
  },
};

/** On a 320 px phone. */
export const Phone: Story = {};
