import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';

/**
 * Use one primary button per step (Next, Book, Pay now). Buttons are never disabled for validation: let the press
 * submit and show errors on the fields. `isPending` shows a spinner, keeps focus and ignores further presses while a
 * call runs.
 */
const meta = {
  title: 'Controls/Button',
  component: Button,
  args: { children: 'Book now', onPress: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The main call to action. Enter and Space press it. */
export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Book now' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

/** A secondary action (Back, Cancel). */
export const Secondary: Story = { args: { variant: 'secondary', children: 'Back' } };

/** A destructive action (Cancel booking). */
export const Critical: Story = { args: { variant: 'critical', children: 'Cancel booking' } };

/** Looks like a link (Forgot password?). */
export const Link: Story = { args: { variant: 'link', children: 'Forgot password?' } };

/** Small size. */
export const Small: Story = { args: { size: 'small', children: 'OK' } };

/** Disabled (only for actions that are truly unavailable, never for validation). */
export const Disabled: Story = { args: { isDisabled: true } };

/** Busy: spinner, presses ignored, announced as Processing. */
export const Pending: Story = {
  args: { isPending: true, children: 'Processing' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Named once by its text (the spinner is decorative); the status region beside it announces the label.
    const button = canvas.getByRole('button', { name: 'Processing' });
    await expect(canvas.getByRole('status')).toHaveTextContent('Processing');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Pressing starts a call: the button stays focused while pending and becomes pressable again after. */
export const PendingKeepsFocus: Story = {
  render: function Render(args) {
    const [pending, setPending] = useState(false);
    return (
      <Button
        {...args}
        isPending={pending}
        onPress={() => {
          setPending(true);
          setTimeout(() => setPending(false), 300);
        }}
      >
        {pending ? 'Processing' : 'Pay now'}
      </Button>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const busy = await canvas.findByRole('button', { name: /Processing/ });
    await expect(busy).toHaveFocus();
    const ready = await canvas.findByRole('button', { name: 'Pay now' }, { timeout: 2000 });
    await expect(ready).toHaveFocus();
  },
};

/** Full width on a 320 px phone. */
export const PhoneFullWidth: Story = { args: { fullWidth: true }, parameters: { width: 320 } };
