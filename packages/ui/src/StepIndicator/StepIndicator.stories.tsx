import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { StepIndicator } from './StepIndicator';

const fourSteps = ['Journey', 'Vehicle', 'Contact', 'Payment'];

/**
 * Shows where the user is in the booking wizard (4, 3 or 2 steps by template). The current step has
 * aria-current="step"; completed steps can be buttons back to that step when `onStepPress` is given.
 */
const meta = {
  title: 'Navigation/StepIndicator',
  component: StepIndicator,
  args: { steps: fourSteps, currentStep: 2, onStepPress: fn() },
} satisfies Meta<typeof StepIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 2 of 4; going back to step 1 with the keyboard. */
export const SecondOfFour: Story = {
  play: async ({ canvas, args }) => {
    const current = canvas.getByText('Vehicle').closest('li');
    await expect(current).toHaveAttribute('aria-current', 'step');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Step 1: Journey (completed)' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStepPress).toHaveBeenCalledWith(1);
  },
};

/** First step. */
export const First: Story = { args: { currentStep: 1 } };

/** Three-step template on its last step, without going back. */
export const ThreeSteps: Story = {
  args: { steps: ['Journey', 'Contact', 'Payment'], currentStep: 3, onStepPress: undefined },
};

/** On a 320 px phone the bars show, and one line names the current step ("Step 3 of 4 · Contact"). */
export const Phone320: Story = { args: { currentStep: 3 }, parameters: { width: 320 } };
