import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UpdatePasswordDialog } from './UpdatePasswordDialog';
import { dialogDocs, expectSummaryLinks, findDialog, keyboardPlay } from './storyHelpers';

const meta = {
  title: 'Dialogs/UpdatePasswordDialog',
  component: UpdatePasswordDialog,
  args: { open: true, onOpenChange: fn(), onSubmit: fn() },
  parameters: dialogDocs(
    "Change the signed-in customer's password: current, new (6-20 characters) and confirm. Enter submits; a rejected `onSubmit` clears the three fields and shows its message. Pass server errors by field in `errors`.",
    '520px',
  ),
} satisfies Meta<typeof UpdatePasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty; Tab stays inside; Escape closes. */
export const Empty: Story = {
  play: keyboardPlay('Change Password'),
};

/** Invalid: required, length and mismatch messages word for word. */
export const Invalid: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Change Password');
    await userEvent.keyboard('{Enter}');
    await expectSummaryLinks(dialog, ['Current password is required', 'New password is required']);
    await userEvent.type(within(dialog).getByLabelText(/^New password/), 'abc');
    await userEvent.type(within(dialog).getByLabelText(/^Confirm password/), 'abcdefg');
    await userEvent.keyboard('{Enter}');
    await expect(
      within(dialog).getByRole('link', { name: 'New password must be at least 6 characters long' }),
    ).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/^New password/));
    await userEvent.type(within(dialog).getByLabelText(/^New password/), 'abcdef');
    await userEvent.keyboard('{Enter}');
    await expect(
      within(dialog).getByRole('link', { name: 'Password and Confirm password not match' }),
    ).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Filled: Enter saves. */
export const Filled: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Change Password');
    await userEvent.type(within(dialog).getByLabelText(/^Current password/), 'demo1234');
    await userEvent.type(within(dialog).getByLabelText(/^New password/), 'secret99');
    await userEvent.type(within(dialog).getByLabelText(/^Confirm password/), 'secret99{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      OldPassword: 'demo1234',
      Password: 'secret99',
      ConfirmPassword: 'secret99',
    });
  },
};

/** Busy. */
export const Busy: Story = { args: { isBusy: true } };

/** On a 320 px phone. */
export const Phone: Story = { globals: { viewport: { value: 'phone320' } } };
