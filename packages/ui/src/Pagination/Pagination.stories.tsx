import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

/**
 * Paging for lists of 5 (docs/behaviour/bookings.md#history booking history): previous, next and "Page n of m"
 * (polite).
 */
const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 3, onPageChange: () => undefined },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return <Pagination {...args} page={page} onPageChange={setPage} />;
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First of three pages: Next moves on, Previous comes back. */
export const FirstPage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Page 1 of 3')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('Page 2 of 3')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(canvas.getByText('Page 1 of 3')).toBeInTheDocument();
  },
};

/** The last page: Next is disabled. */
export const LastPage: Story = {
  args: { page: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/** On a phone (320 px). */
export const PhonePages: Story = { args: { page: 2, pageCount: 12 } };
