import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LoadError } from './LoadError';

/**
 * Where a page's data did not come (a lost connection, a server error): the reason, announced as an alert, and a
 * "Try again" button that asks again where the page is. Nothing typed or shown elsewhere on the page is lost. A list
 * that came back empty is not an error: use `EmptyState`.
 */
const meta = {
  title: 'States/LoadError',
  component: LoadError,
  args: { children: 'Something went wrong, please try again.', onRetry: fn() },
} satisfies Meta<typeof LoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default error and its button: a press asks again. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong, please try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A longer reason from the server wraps, and the button goes under it on a 320 px phone. */
export const LongReason: Story = {
  args: {
    children: 'We could not reach the server to load your invoices. Check your connection, then try again.',
  },
  globals: { viewport: { value: 'phone320' } },
};
