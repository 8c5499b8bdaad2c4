import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { dialogDocs, expectEscapeCloses, expectFocusTrapped, findDialog } from './storyHelpers';

const meta = {
  title: 'Dialogs/ForgotPasswordDialog',
  component: ForgotPasswordDialog,
  args: { open: true, onOpenChange: fn(), onSubmit: fn() },
  parameters: dialogDocs(
    'Forgot password (docs/behaviour/people.md#forgot-password): one email, OK shows Processing while `isBusy` (or while the `onSubmit` promise ' +
      'runs), Enter submits, closing clears errors. The caller shows "A password reset link has been sent to ' +
      'your email" (domain `forgotPasswordOutcome`) in an AlertDialog.',
    '420px',
  ),
} satisfies Meta<typeof ForgotPasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the email field has focus; Tab stays inside; Escape asks to close. */
export const Empty: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Forgot password');
    await expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await expectFocusTrapped(dialog);
    await expectEscapeCloses(args.onOpenChange);
  },
};

/** Filled: Enter submits the email. */
export const Filled: Story = {
  args: { defaultEmail: 'ann@example.com' },
  play: async ({ args }) => {
    const dialog = await findDialog('Forgot password');
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Email' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ Email: 'ann@example.com' });
  },
};

/** Invalid: Enter on an empty form shows the summary and 'Email is required'; a bad address 'Email is invalid'. */
export const Invalid: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Forgot password');
    await userEvent.keyboard('{Enter}');
    const summary = within(dialog).getByRole('alert');
    await expect(summary).toHaveFocus();
    await expect(within(summary).getByRole('link', { name: 'Email is required' })).toBeInTheDocument();
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await userEvent.click(within(summary).getByRole('link', { name: 'Email is required' }));
    await expect(email).toHaveFocus();
    await userEvent.type(email, 'ann@');
    await userEvent.keyboard('{Enter}');
    await expect(email).toHaveAccessibleDescription(/Email is invalid$/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Busy: OK shows Processing and ignores presses. */
export const Busy: Story = {
  args: { isBusy: true, defaultEmail: 'ann@example.com' },
  play: async ({ args }) => {
    const dialog = await findDialog('Forgot password');
    const ok = within(dialog).getByRole('button', { name: /Processing/ });
    await userEvent.click(ok);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A server error passed in (form-wide). */
export const ServerError: Story = { args: { formError: 'Something went wrong, please try again.' } };

/** On a 320 px phone. */
export const Phone: Story = { globals: { viewport: { value: 'phone320' } } };
