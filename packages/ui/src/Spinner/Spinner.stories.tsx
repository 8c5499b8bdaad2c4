import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';

/**
 * An indeterminate progress indicator with an accessible name. It stops spinning when the user prefers reduced
 * motion. Use `isDecorative` inside a control that already announces its busy state.
 */
const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Medium, label for screen readers only. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  },
};

/** With a visible label. */
export const WithLabel: Story = { args: { label: 'Finding your flight', showLabel: true } };

/** Small and large. */
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Spinner size="small" label="Small" />
      <Spinner size="medium" label="Medium" />
      <Spinner size="large" label="Large" />
    </div>
  ),
};
