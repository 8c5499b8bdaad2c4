import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CardNumberField, ConfirmPasswordField, EmailField, PasswordField, PostcodeField } from './fields';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is labelled, required by default, and shows "{label} is required" after typing and clearing it', async () => {
    const user = userEvent.setup();
    render(<TextField label="First name" />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.type(input, 'A');
    await user.clear(input);
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Error: First name is required');
  });

  it('does not flag an empty box the user only passed through (a dialog opening, a tab past it)', async () => {
    const user = userEvent.setup();
    render(<TextField label="First name" />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    await user.click(input);
    await user.tab();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('flags nothing when focus leaves an empty password box for the link below it, so the click is not lost', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <form onSubmit={(event) => event.preventDefault()}>
        <EmailField label="Email" />
        <PasswordField label="Password" />
        <button type="button" onClick={onPress}>
          Forgot password?
        </button>
      </form>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    const password = screen.getByLabelText('Password');
    await user.click(password);
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(password).not.toHaveAttribute('aria-invalid');
  });

  it('starts afresh when the form clears the value (a refused sign-in clears its password)', async () => {
    const user = userEvent.setup();
    function Form() {
      const [password, setPassword] = useState('');
      return (
        <>
          <PasswordField label="Password" value={password} onChange={setPassword} />
          <button type="button" onClick={() => setPassword('')}>
            Refused
          </button>
        </>
      );
    }
    render(<Form />);
    const input = screen.getByLabelText('Password');
    await user.type(input, 'secret12');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Refused' }));
    expect(input).toHaveValue('');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks optional fields and does not require them', async () => {
    const user = userEvent.setup();
    render(<TextField label="Last name" isRequired={false} />);
    const input = screen.getByRole('textbox', { name: 'Last name (optional)' });
    await user.click(input);
    await user.tab();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows a given error message and the description together', () => {
    render(<TextField label="Promo code" description="From your e-mail" errorMessage="Promo code is required" />);
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveAccessibleDescription(
      'From your e-mail Error: Promo code is required',
    );
  });

  it('applies the typing filter before the value is held or reported', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextField label="Code" filterInput={(text) => text.replace(/\D/g, '')} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    await user.type(input, 'a1b2');
    expect(input).toHaveValue('12');
    expect(onChange).toHaveBeenLastCalledWith('12');
  });
});

describe('kind-specific fields', () => {
  it('EmailField: invalid then valid as the user corrects it', async () => {
    const user = userEvent.setup();
    render(<EmailField label="Email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await user.type(input, 'ada@');
    await user.tab();
    expect(input).toHaveAccessibleDescription('Error: Email is invalid');
    await user.type(input, 'example.com');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('ConfirmPasswordField: mismatch message on the confirm field', async () => {
    const user = userEvent.setup();
    render(<ConfirmPasswordField label="Confirm password" password="secret1" />);
    const input = screen.getByLabelText('Confirm password');
    await user.type(input, 'secret9');
    await user.tab();
    expect(input).toHaveAccessibleDescription('Error: Password and Confirm password not match');
  });

  it('PasswordField: keeps a pasted 25-character password whole and says it is too long', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="New password" />);
    const input = screen.getByLabelText('New password');
    await user.click(input);
    await user.paste('abcdefghijklmnopqrstuvwxy');
    await user.tab();
    expect(input).toHaveValue('abcdefghijklmnopqrstuvwxy');
    expect(input).toHaveAccessibleDescription('Error: New password must be at most 20 characters long');
  });

  it('PostcodeField: stops at 9 characters and rejects symbols', async () => {
    const user = userEvent.setup();
    render(<PostcodeField label="Postcode" />);
    const input = screen.getByRole('textbox', { name: 'Postcode' });
    expect(input).toHaveAttribute('maxlength', '9');
    await user.type(input, 'E15#2PF');
    await user.tab();
    expect(input).toHaveAccessibleDescription('Error: Postcode is invalid');
  });

  it('CardNumberField: groups digits as typed and reports them without spaces', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CardNumberField label="Card number" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Card number' });
    await user.type(input, '378282246310005');
    expect(input).toHaveValue('3782 822463 10005');
    expect(onChange).toHaveBeenLastCalledWith('378282246310005');
    await user.tab();
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
