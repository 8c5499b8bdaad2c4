import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';

/**
 * Radix tabs with Cabkit styling. Give `Tabs.List` an `aria-label`. Arrow keys move between tabs and activate them;
 * Tab moves into the panel. Use `value`/`onValueChange` to control the active tab (e.g. show the tab holding an
 * invalid field).
 */
const meta = {
  title: 'Navigation/Tabs',
  component: Tabs.Root,
} satisfies Meta<typeof Tabs.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sign in / sign up. */
export const SignInSignUp: Story = {
  render: () => (
    <Tabs.Root defaultValue="signin">
      <Tabs.List aria-label="Account">
        <Tabs.Trigger value="signin">SIGN IN</Tabs.Trigger>
        <Tabs.Trigger value="signup">SIGN UP</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="signin">Sign in with your email and password.</Tabs.Content>
      <Tabs.Content value="signup">Create an account.</Tabs.Content>
    </Tabs.Root>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'SIGN IN' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const signUp = canvas.getByRole('tab', { name: 'SIGN UP' });
    await expect(signUp).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'SIGN UP' })).toHaveTextContent('Create an account.');
  },
};

/** Booker contact tabs with one disabled. */
export const WithDisabled: Story = {
  render: () => (
    <Tabs.Root defaultValue="passenger">
      <Tabs.List aria-label="Contact">
        <Tabs.Trigger value="customer" disabled>
          Customer
        </Tabs.Trigger>
        <Tabs.Trigger value="passenger">Main Passenger</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="customer">Customer details</Tabs.Content>
      <Tabs.Content value="passenger">Passenger details</Tabs.Content>
    </Tabs.Root>
  ),
};

/** Four history tabs on a 320 px phone: they share the row, a long name on two lines. */
export const Phone320: Story = {
  parameters: { width: 320 },
  render: () => (
    <Tabs.Root defaultValue="today">
      <Tabs.List aria-label="Bookings">
        <Tabs.Trigger value="today">Today</Tabs.Trigger>
        <Tabs.Trigger value="process">In process</Tabs.Trigger>
        <Tabs.Trigger value="pending">Pending</Tabs.Trigger>
        <Tabs.Trigger value="history">History</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="today">No bookings today.</Tabs.Content>
      <Tabs.Content value="process">None.</Tabs.Content>
      <Tabs.Content value="pending">None.</Tabs.Content>
      <Tabs.Content value="history">None.</Tabs.Content>
    </Tabs.Root>
  ),
};

/** The contact page's three kinds in 320 px: a long name wraps, and every tab stays inside the row. */
export const LongNames320: Story = {
  parameters: { width: 320 },
  render: () => (
    <Tabs.Root defaultValue="general">
      <Tabs.List aria-label="Kind of message">
        <Tabs.Trigger value="general">General Enquiry</Tabs.Trigger>
        <Tabs.Trigger value="lost">Lost/Found property</Tabs.Trigger>
        <Tabs.Trigger value="complaint">Complaint</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="general">Ask us anything.</Tabs.Content>
      <Tabs.Content value="lost">Tell us what was left behind.</Tabs.Content>
      <Tabs.Content value="complaint">Tell us what went wrong.</Tabs.Content>
    </Tabs.Root>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist');
    const row = list.getBoundingClientRect();
    for (const tab of within(list).getAllByRole('tab')) {
      const box = tab.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(row.left - 0.5);
      await expect(box.right).toBeLessThanOrEqual(row.right + 0.5);
    }
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
