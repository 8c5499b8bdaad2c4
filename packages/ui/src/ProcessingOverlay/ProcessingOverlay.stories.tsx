import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProcessingOverlay } from './ProcessingOverlay';

/**
 * Covers a form (or the page with `fullScreen`) while a payment or booking runs: "Please wait", a spinner and a
 * description, announced politely. Keep it mounted and switch `isOpen`: its status region stays in the page while
 * closed, so the text is announced when it opens. With `fullScreen` everything behind it is inert (no Tab, click or
 * screen-reader browsing) until it closes; focus then returns.
 */
const meta = {
  title: 'Feedback/ProcessingOverlay',
  component: ProcessingOverlay,
  args: {
    isOpen: true,
    description: 'We are processing your request. Please do not refresh or close the browser',
  },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', minHeight: 320 }}>
        <p>Payment form underneath</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProcessingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Processing a payment (docs/behaviour/payment.md#payment-process wording). */
export const Processing: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Please wait');
    await expect(status).toHaveTextContent(
      'We are processing your request. Please do not refresh or close the browser',
    );
  },
};

/** Closed: nothing shows, but the (empty) status region is already there to announce the text when it opens. */
export const Closed: Story = {
  args: { isOpen: false },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await expect(within(canvasElement).queryByText('Please wait')).not.toBeInTheDocument();
  },
};

/** Full screen: covers the page, and the Pay now button behind it cannot take focus or be pressed. */
export const FullScreen: Story = {
  args: { fullScreen: true },
  render: (args) => (
    <>
      <button type="button">Pay now</button>
      <ProcessingOverlay {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Please wait');
    await expect(status).toBeVisible();
    const pay = canvas.getByRole('button', { name: 'Pay now' });
    await expect(pay.closest('[inert]')).not.toBeNull();
    pay.focus();
    await expect(pay).not.toHaveFocus();
    await userEvent.tab();
    await expect(pay).not.toHaveFocus();
    const card = status.getBoundingClientRect();
    await expect(card.left).toBeGreaterThanOrEqual(0);
    await expect(card.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** On a 320 px phone. */
export const Phone320: Story = { parameters: { width: 320 } };
