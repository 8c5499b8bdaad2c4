import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AlertDialog } from './AlertDialog';
import { dialogDocs, expectFocusTrapped, findDialog } from './storyHelpers';

const meta = {
  title: 'Dialogs/AlertDialog',
  component: AlertDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onOk: fn(),
    onSignIn: fn(),
    message: 'A password reset link has been sent to your email',
  },
  parameters: dialogDocs(
    'Alert (docs/behaviour/common.md#message-replacements): title "Message" or "Error", the message after the catalogue replacements ' +
      "('An error occurred while updating the entries.' and, for errors, anything mentioning Stripe become " +
      "'Something went wrong, please try again.'), OK (Enter closes it) or SIGN IN / CANCEL.",
    '300px',
  ),
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Message: Enter closes the alert. */
export const Message: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Message', 'alertdialog');
    await expectFocusTrapped(dialog);
    await within(dialog).getByRole('button', { name: 'OK' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOk).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Error: a Stripe message is replaced by the default error. */
export const ErrorReplaced: Story = {
  args: { kind: 'error', message: 'Stripe: Your card was declined.' },
  play: async () => {
    const dialog = await findDialog('Error', 'alertdialog');
    await expect(dialog).toHaveTextContent('Something went wrong, please try again.');
  },
};

/** SIGN IN / CANCEL variant. */
export const SignIn: Story = {
  args: { variant: 'signIn', message: 'Please sign in to book.' },
  play: async ({ args }) => {
    const dialog = await findDialog('Message', 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'SIGN IN' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

/** On a 320 px phone. */
export const Phone: Story = {
  args: {
    kind: 'error',
    message: 'It was not possible to process the payment, please check the card details and try again.',
  },
  globals: { viewport: { value: 'phone320' } },
};
