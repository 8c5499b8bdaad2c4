import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProcessingOverlay } from './ProcessingOverlay';

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
  parameters: {
    docs: {
      description: {
        component:
          'Covers a form (or the page with `fullScreen`) while a payment or booking runs: "Please wait", a ' +
          'spinner and a description, announced politely.',
      },
    },
  },
} satisfies Meta<typeof ProcessingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Processing a payment (SPEC 2 wording). */
export const Processing: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Please wait');
    await expect(status).toHaveTextContent(
      'We are processing your request. Please do not refresh or close the browser',
    );
  },
};

/** Closed. */
export const Closed: Story = { args: { isOpen: false } };

/** On a 320 px phone. */
export const Phone320: Story = { parameters: { width: 320 } };
