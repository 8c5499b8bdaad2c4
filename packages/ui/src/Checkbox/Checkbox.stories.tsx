import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

/**
 * A checkbox with its label as the target (Remember me, Use my details, I don't have flight details). An
 * `errorMessage` is tied to it and announced.
 */
const meta = {
  title: 'Fields/Checkbox',
  component: Checkbox,
  args: { children: 'Remember me', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unticked; Space ticks it. */
export const Unchecked: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Remember me' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

/** Ticked. */
export const Checked: Story = { args: { defaultSelected: true } };

/** With the spec's flight message. */
export const Invalid: Story = {
  args: {
    children: "I don't have flight details please follow the booking time",
    errorMessage: 'Please tick this box to confirm if flight details are not available',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toHaveAccessibleDescription(
      'Error: Please tick this box to confirm if flight details are not available',
    );
  },
};

/** Disabled. */
export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } };

/** Long label on a 320 px phone. */
export const Phone320: Story = {
  args: { children: "I don't have flight details please follow the booking time" },
  parameters: { width: 320 },
};
