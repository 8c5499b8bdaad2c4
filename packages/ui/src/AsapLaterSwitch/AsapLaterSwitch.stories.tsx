import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AsapLaterSwitch } from './AsapLaterSwitch';

/**
 * Pickup ASAP (Now) or Later (the default, docs/behaviour/journey.md#pickup-time). A radio group: arrow keys switch
 * between the two.
 */
const meta = {
  title: 'Fields/AsapLaterSwitch',
  component: AsapLaterSwitch,
  args: { onChange: fn() },
} satisfies Meta<typeof AsapLaterSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Later (default). Arrow keys switch to ASAP. */
export const Later: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Later' })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'ASAP' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('Now');
  },
};

/** ASAP chosen. */
export const Asap: Story = { args: { defaultValue: 'Now' } };

/** Disabled. */
export const Disabled: Story = { args: { isDisabled: true } };
