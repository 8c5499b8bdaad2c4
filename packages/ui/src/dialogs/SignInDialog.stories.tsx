import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SignInDialog } from './SignInDialog';
import { dialogDocs, expectEscapeCloses, expectFocusTrapped, expectSummaryLinks, findDialog } from './storyHelpers';

const meta = {
  title: 'Dialogs/SignInDialog',
  component: SignInDialog,
  args: { open: true, onOpenChange: fn(), onSignIn: fn(), onSignUp: fn(), onForgotPassword: fn(), dialingCode: '+44' },
  parameters: dialogDocs(
    'Sign in / sign up (docs/behaviour/people.md#sign-in): tabs SIGN IN and SIGN UP (sign-up first with `showSignupFirst`), Enter ' +
      "submits the active tab; sign-up starts at the tenant's `dialingCode`; a rejected call clears the password fields and shows its message (docs/behaviour/common.md#password: the " +
      "caller maps Code 0 to the default error with the domain's `authOutcome`).",
    '760px',
  ),
} satisfies Meta<typeof SignInDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SIGN IN first; Tab stays inside; Escape closes. */
export const SignIn: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Welcome');
    const tabs = within(dialog).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['SIGN IN', 'SIGN UP']);
    await expect(within(dialog).getByRole('tab', { name: 'SIGN IN' })).toHaveAttribute('aria-selected', 'true');
    await expectFocusTrapped(dialog);
    await expectEscapeCloses(args.onOpenChange);
  },
};

/** The arrow keys move between the tabs and focus stays on them (the new panel's first field does not take it). */
export const TabsWithArrowKeys: Story = {
  play: async () => {
    const dialog = await findDialog('Welcome');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveFocus());
    const signIn = within(dialog).getByRole('tab', { name: 'SIGN IN' });
    signIn.focus();
    await userEvent.keyboard('{ArrowRight}');
    const signUp = within(dialog).getByRole('tab', { name: 'SIGN UP' });
    await expect(signUp).toHaveAttribute('aria-selected', 'true');
    await expect(await within(dialog).findByRole('textbox', { name: 'First name' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(signUp).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(signIn).toHaveAttribute('aria-selected', 'true');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(signIn).toHaveFocus();
  },
};

/** Invalid sign-in: 'Email is required', 'Password is required'. */
export const SignInInvalid: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Welcome');
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Email' }));
    await userEvent.keyboard('{Enter}');
    await expectSummaryLinks(dialog, ['Email is required', 'Password is required']);
    await expect(args.onSignIn).not.toHaveBeenCalled();
  },
};

/** Filled: Enter signs in with Remember me. */
export const SignInFilled: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Welcome');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'demo@cabkit.test');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'demo1234{Enter}');
    await expect(args.onSignIn).toHaveBeenCalledWith({
      Email: 'demo@cabkit.test',
      Password: 'demo1234',
      RememberMe: true,
    });
  },
};

/** Failure: the message shows and the password is cleared. */
export const SignInFailed: Story = {
  args: { onSignIn: fn(() => Promise.reject(new Error('Invalid email or password'))) },
  play: async () => {
    const dialog = await findDialog('Welcome');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'demo@cabkit.test');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'wrongpass{Enter}');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid email or password');
    await expect(within(dialog).getByLabelText(/^Password/)).toHaveValue('');
  },
};

/** 'Forgot password?' passes the typed email. */
export const ForgotPassword: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Welcome');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ann@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    await expect(args.onForgotPassword).toHaveBeenCalledWith('ann@example.com');
  },
};

/** SIGN UP first (ShowSignupFirst); invalid messages word for word. */
export const SignUpFirstInvalid: Story = {
  args: { showSignupFirst: true },
  play: async ({ args }) => {
    const dialog = await findDialog('Welcome');
    const tabs = within(dialog).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['SIGN UP', 'SIGN IN']);
    await expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const summary = within(dialog).getByRole('alert');
    for (const message of [
      'First name is required',
      'Surname is required',
      'Phone is required',
      'Email is required',
      'Password is required',
      'Confirm password is required',
    ]) {
      await expect(within(summary).getByRole('link', { name: message })).toBeInTheDocument();
    }
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'abcdef');
    await userEvent.type(within(dialog).getByLabelText(/^Confirm password/), 'abcdeg');
    await userEvent.keyboard('{Enter}');
    await expect(
      within(dialog).getByRole('link', { name: 'Password and Confirm password not match' }),
    ).toBeInTheDocument();
    await expect(args.onSignUp).not.toHaveBeenCalled();
  },
};

/** Types first name, surname, phone and email into the sign-up tab, then the password twice and Enter. */
async function signUpAs(dialog: HTMLElement, [first, surname, phone, email]: [string, string, string, string]) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'First name' }), first);
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Surname' }), surname);
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Phone' }), phone);
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), email);
  await userEvent.type(within(dialog).getByLabelText(/^Password/), 'secret99');
  await userEvent.type(within(dialog).getByLabelText(/^Confirm password/), 'secret99{Enter}');
}

/** Sign-up filled: Enter submits the active (sign-up) tab. */
export const SignUpFilled: Story = {
  args: { showSignupFirst: true },
  play: async ({ args }) => {
    const dialog = await findDialog('Welcome');
    await signUpAs(dialog, ['Ann', 'Smith', '07911123456', 'ann@example.com']);
    await expect(args.onSignUp).toHaveBeenCalledWith({
      Firstname: 'Ann',
      Surname: 'Smith',
      Phone: '7911123456',
      DialingCode: '+44',
      Email: 'ann@example.com',
      Password: 'secret99',
      ConfirmPassword: 'secret99',
    });
    await expect(args.onSignIn).not.toHaveBeenCalled();
  },
};

/** A tenant in the United Arab Emirates: sign-up starts at its +971 and sends it. */
export const SignUpTenantDialingCode: Story = {
  args: { showSignupFirst: true, dialingCode: '+971' },
  play: async ({ args }) => {
    const dialog = await findDialog('Welcome');
    await expect(within(dialog).getByRole('button', { name: /Dialing code/ })).toHaveTextContent('+971');
    await signUpAs(dialog, ['Layla', 'Haddad', '501234567', 'layla@example.com']);
    await expect(args.onSignUp).toHaveBeenCalledWith(
      expect.objectContaining({ DialingCode: '+971', Phone: '501234567' }),
    );
  },
};

/** Busy. */
export const Busy: Story = { args: { isBusy: true } };

/** On a 320 px phone. */
export const Phone: Story = { globals: { viewport: { value: 'phone320' } } };
