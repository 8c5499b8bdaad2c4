import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  CardCvcField,
  CardNumberField,
  ConfirmPasswordField,
  EmailField,
  PasswordField,
  PostcodeField,
  TextAreaField,
} from './fields';
import { TextField } from './TextField';

/**
 * Text boxes are required by default (docs/behaviour/common.md#text-box): leaving one empty shows "{label} is
 * required" after the field loses focus. Pass `isRequired={false}` for optional fields (the label then says
 * "(optional)"). Errors are tied to the input with aria-describedby and announced with an "Error:" prefix. Use the
 * kind-specific boxes (EmailField, PasswordField, ConfirmPasswordField, PostcodeField, TextAreaField,
 * CardNumberField, CardCvcField, PhoneField) to get the spec's rules, typing filters and formatting.
 */
const meta = {
  title: 'Fields/TextField',
  component: TextField,
  args: { label: 'First name', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty and untouched. */
export const Empty: Story = {};

/** Filled in. */
export const Filled: Story = { args: { defaultValue: 'Ada' } };

/** With a hint. */
export const WithDescription: Story = {
  args: { label: 'Our reference', isRequired: false, description: 'Shown on your invoice' },
};

/**
 * Clearing a required box and leaving it shows the spec's message, tied to the input. A box only passed through is
 * not flagged: the form's submit says what is missing.
 */
export const RequiredOnBlur: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'A');
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Error: First name is required');
    await userEvent.type(input, 'Ada');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** An error given by the form (e.g. from the server). */
export const Invalid: Story = { args: { defaultValue: 'x', errorMessage: 'First name is invalid' } };

/** Disabled. */
export const Disabled: Story = { args: { defaultValue: 'Ada', isDisabled: true } };

/** Read-only (signed-in contact details). */
export const ReadOnly: Story = { args: { defaultValue: 'Ada', isReadOnly: true } };

/** Optional field. */
export const Optional: Story = { args: { label: 'Address line 2', isRequired: false } };

/** E-mail: pattern-checked. */
export const Email: Story = {
  render: (args) => <EmailField {...args} label="Email" />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ada@example');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Error: Email is invalid');
    await userEvent.type(input, '.com');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** Password: 6-20 characters, with Show/Hide. */
export const Password: Story = {
  render: (args) => <PasswordField {...args} label="Password" />,
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'abc');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Error: Password must be at least 6 characters long');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
  },
};

/** Confirm password: must match. */
export const ConfirmPassword: Story = {
  render: function Render(args) {
    const [password, setPassword] = useState('secret1');
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <PasswordField {...args} label="Password" value={password} onChange={setPassword} />
        <ConfirmPasswordField label="Confirm password" password={password} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const confirm = within(canvasElement).getByLabelText('Confirm password');
    await userEvent.type(confirm, 'secret2');
    await userEvent.tab();
    await expect(confirm).toHaveAccessibleDescription('Error: Password and Confirm password not match');
  },
};

/** Note to driver. */
export const TextArea: Story = {
  render: (args) => <TextAreaField {...args} label="Note to driver" isRequired={false} />,
};

/** Postcode: letters, digits, spaces, max 9. */
export const Postcode: Story = {
  render: (args) => <PostcodeField {...args} label="Postal code" />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Postal code' });
    await userEvent.type(input, 'E15 2PF!');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Error: Postal code is invalid');
  },
};

/** Card number: grouped as typed, Luhn-checked. */
export const CardNumber: Story = {
  render: (args) => <CardNumberField {...args} label="Card number" />,
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Card number' });
    await userEvent.type(input, '4242a424242424241');
    await expect(input).toHaveValue('4242 4242 4242 4241');
    await expect(args.onChange).toHaveBeenLastCalledWith('4242424242424241');
    await userEvent.tab();
    // The brand's slot is part of the description from the start (empty until a prefix names a brand).
    await expect(input).toHaveAccessibleDescription(/^\s*Error: Card number is invalid\s*$/);
  },
};

/** Card security code: digits only, 3 (4 for Amex). */
export const CardCvc: Story = {
  render: (args) => <CardCvcField {...args} label="CVC" cardNumber="4242424242424242" />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'CVC' });
    await userEvent.type(input, '12a34');
    await expect(input).toHaveValue('123');
  },
};

/** On a 320 px phone. */
export const Phone320: Story = { args: { defaultValue: 'Ada' }, parameters: { width: 320 } };
