import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UpdateProfileDialog } from './UpdateProfileDialog';
import { dialogDocs, expectEscapeCloses, expectFocusTrapped, expectSummaryLinks, findDialog } from './storyHelpers';

const PROFILE = {
  FirstName: 'Ann',
  LastName: 'Smith',
  Phone: '7911123456',
  DialingCode: '+44',
  Email: 'ann@example.com',
  SmsMailingList: true,
  EmailMailingList: false,
};

const meta = {
  title: 'Dialogs/UpdateProfileDialog',
  component: UpdateProfileDialog,
  args: { open: true, onOpenChange: fn(), onSubmit: fn(), defaultValues: PROFILE, dialingCode: '+44' },
  parameters: dialogDocs(
    "Edit the profile: names, phone with dialing code, email and the mailing-list flags. `defaultValues` is the current profile (one saved without a dialing code starts at the tenant's `dialingCode`); `onSubmit` runs only with valid phone and email. A rejected promise keeps the dialog open; server errors go in `errors` (by field) or `formError`.",
    '700px',
  ),
} satisfies Meta<typeof UpdateProfileDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filled; Tab stays inside; Enter saves. */
export const Filled: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('My Profile');
    await expectFocusTrapped(dialog);
    within(dialog).getByRole('textbox', { name: 'First name' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...PROFILE, CurrentPassword: '' });
  },
};

/** Invalid: messages word for word. */
export const Invalid: Story = {
  args: { defaultValues: { ...PROFILE, FirstName: '', Phone: '123', Email: 'ann@' } },
  play: async ({ args }) => {
    const dialog = await findDialog('My Profile');
    await userEvent.keyboard('{Enter}');
    await expectSummaryLinks(dialog, ['First name is required', 'Phone is invalid', 'Email is invalid']);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expectEscapeCloses(args.onOpenChange);
  },
};

/** A profile saved without a code, under a tenant in the United Arab Emirates: the phone starts at +971. */
export const TenantDialingCode: Story = {
  args: { defaultValues: { ...PROFILE, Phone: '501234567', DialingCode: '' }, dialingCode: '+971' },
  play: async ({ args }) => {
    const dialog = await findDialog('My Profile');
    await expect(within(dialog).getByRole('button', { name: /Dialing code/ })).toHaveTextContent('+971');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ Phone: '501234567', DialingCode: '+971', CurrentPassword: '' }),
    );
  },
};

/** Busy. */
export const Busy: Story = { args: { isBusy: true } };

/** On a 320 px phone. */
export const Phone: Story = { globals: { viewport: { value: 'phone320' } } };

/** Changing the e-mail asks for the current password, required before saving, and sends it. */
export const EmailChange: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('My Profile');
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'ann.new@example.com');
    const password = within(dialog).getByLabelText(/Current password/);
    await expect(password).toHaveAccessibleDescription(/enter your current password/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(within(dialog).getByRole('link', { name: 'Current password is required' })).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(password, 'demo1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...PROFILE,
      Email: 'ann.new@example.com',
      CurrentPassword: 'demo1234',
    });
  },
};
