import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';
import { expectEscapeCloses, expectFocusTrapped, findDialog } from './storyHelpers';

const meta = {
  title: 'Dialogs/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    content: 'Do you want to cancel this booking?',
  },
  parameters: {
    docs: {
      description: {
        component:
          'Confirm (SPEC 2): title (default "Question"), content, OK (Processing while the `onConfirm` promise runs ' +
          'or `isBusy`) and CANCEL. OK has the initial focus, so Enter confirms.',
      },
      story: { inline: false, height: '300px' },
    },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Default title "Question"; Enter presses OK; Tab stays inside. */
export const Question: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Question', 'alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    await expectFocusTrapped(dialog);
    await within(dialog).getByRole('button', { name: 'OK' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Sign-out question titled "Please Confirm"; Escape cancels. */
export const SignOut: Story = {
  args: { title: 'Please Confirm', content: 'Do you want to sign out?' },
  play: async ({ args }) => {
    await findDialog('Please Confirm', 'alertdialog');
    await expectEscapeCloses(args.onOpenChange);
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** Busy: OK shows Processing. */
export const Busy: Story = {
  args: { isBusy: true },
  play: async () => {
    const dialog = await findDialog('Question', 'alertdialog');
    await expect(within(dialog).getByRole('button', { name: /Processing/ })).toBeInTheDocument();
  },
};

/** On a 320 px phone. */
export const Phone: Story = { globals: { viewport: { value: 'phone320' } } };
