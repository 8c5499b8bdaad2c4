import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContactDialog } from './ContactDialog';
import { dialogDocs, expectEscapeCloses, expectFocusTrapped, expectSummaryLinks, findDialog } from './storyHelpers';

const PROFILE = {
  FirstName: 'Bob',
  LastName: 'Booker',
  Phone: '7400123456',
  DialingCode: '+44',
  Email: 'bob@corp.test',
};

const meta = {
  title: 'Dialogs/ContactDialog',
  component: ContactDialog,
  args: { open: true, onOpenChange: fn(), onSubmit: fn(), onSignIn: fn() },
  parameters: dialogDocs(
    'Contact (docs/behaviour/people.md#contact-dialog): bookers get Customer and Main Passenger tabs (Customer first), others only the ' +
      'passenger. "Use my details", "Use customer details" and "Use my details for customer" copy details; a ' +
      'failed check shows the tab with the invalid part. "Already a member? SignIn" shows when signed out.',
    '760px',
  ),
} satisfies Meta<typeof ContactDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Guest: only the passenger, the sign-in link; Tab stays inside; Escape closes. */
export const Guest: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Contact details');
    await expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'SignIn' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
    await expectFocusTrapped(dialog);
    await expectEscapeCloses(args.onOpenChange);
  },
};

/** Guest invalid: first name, phone and (guests allowed) email required. */
export const GuestInvalid: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Contact details');
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'First name' }));
    await userEvent.keyboard('{Enter}');
    await expectSummaryLinks(dialog, ['First name is required', 'Phone is required', 'Email is required']);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Booker: Customer tab first; "Use my details for customer" copies the profile; passenger tab shows on failure. */
export const Booker: Story = {
  args: { isBooker: true, isSignedIn: true, profile: PROFILE },
  play: async ({ args }) => {
    const dialog = await findDialog('Contact details');
    await expect(within(dialog).getByRole('tab', { name: 'Customer' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Use my details for customer' }));
    await expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveValue('Bob');
    await userEvent.keyboard('{Enter}');
    await expect(within(dialog).getByRole('tab', { name: 'Main Passenger' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(dialog).getByRole('link', { name: 'First name is required' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Use customer details' }));
    await expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveValue('Bob');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Booker with an invalid customer: the Customer tab shows. */
export const BookerInvalidCustomer: Story = {
  args: {
    isBooker: true,
    isSignedIn: true,
    profile: PROFILE,
    defaultContact: { FirstName: 'Ann', Phone: '7911123456' },
    defaultCustomer: { FirstName: 'Acme', Phone: '12', Email: 'nope' },
  },
  play: async () => {
    const dialog = await findDialog('Contact details');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Main Passenger' }));
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'First name' }));
    await userEvent.keyboard('{Enter}');
    await expect(within(dialog).getByRole('tab', { name: 'Customer' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(dialog).getByRole('link', { name: 'Phone is invalid' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('link', { name: 'Email is invalid' })).toBeInTheDocument();
  },
};

/** Signed-in customer: "Use my details" copies the profile; fields locked to it. */
export const SignedIn: Story = {
  args: { isSignedIn: true, profile: PROFILE, defaultContact: {} },
  play: async () => {
    const dialog = await findDialog('Contact details');
    await expect(within(dialog).queryByRole('button', { name: 'SignIn' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Use my details' }));
    await expect(within(dialog).getByRole('textbox', { name: /^Email/ })).toHaveValue('bob@corp.test');
  },
};

/** Busy. */
export const Busy: Story = { args: { isBusy: true } };

/** On a 320 px phone. */
export const Phone: Story = {
  args: { isBooker: true, isSignedIn: true, profile: PROFILE },
  globals: { viewport: { value: 'phone320' } },
};
