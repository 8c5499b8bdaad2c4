import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneField } from './PhoneField';

/**
 * A phone number with a dialing-code picker, starting at the tenant's code (`defaultDialingCode`). Typing keeps digits only and blocks a leading 0
 * (docs/behaviour/common.md#phone); the number is checked for international validity with the chosen code when the
 * box loses focus.
 */
const meta = {
  title: 'Fields/PhoneField',
  component: PhoneField,
  args: { label: 'Phone', defaultDialingCode: '+44', onChange: fn(), onDialingCodeChange: fn() },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty. */
export const Empty: Story = {};

/** The typing filter drops letters, spaces and a leading 0. */
export const TypingFilter: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, '07a911 123456');
    await expect(input).toHaveValue('7911123456');
    await expect(args.onChange).toHaveBeenLastCalledWith('7911123456');
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** An invalid number after blur. */
export const InvalidNumber: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, '123');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Error: Phone is invalid');
  },
};

/** Checks the picker shows `code`, opens it from the keyboard and checks `country` is the chosen option. */
async function openPicker(picker: HTMLElement, { code, country }: { code: string; country: string }) {
  await expect(picker).toHaveTextContent(code);
  picker.focus();
  await userEvent.keyboard('{ArrowDown}');
  const listbox = await within(document.body).findByRole('listbox');
  await expect(within(listbox).getByRole('option', { name: country })).toHaveAttribute('aria-selected', 'true');
  return { picker, listbox };
}

/** The picker opens from the keyboard with the current country selected; choosing Ireland gives +353. */
export const ChangeDialingCode: Story = {
  play: async ({ canvas, args }) => {
    const { picker, listbox } = await openPicker(canvas.getByRole('button', { name: /Dialing code/ }), {
      code: '+44',
      country: 'United Kingdom (+44)',
    });
    await userEvent.click(within(listbox).getByRole('option', { name: 'Ireland (+353)' }));
    await expect(args.onDialingCodeChange).toHaveBeenCalledWith('+353', expect.objectContaining({ id: 'IE' }));
    await expect(picker).toHaveTextContent('+353');
  },
};

/** A tenant in the United Arab Emirates: the picker starts at its +971. */
export const TenantDialingCode: Story = {
  args: { defaultDialingCode: '+971' },
  play: async ({ canvas }) => {
    await openPicker(canvas.getByRole('button', { name: /Dialing code/ }), {
      code: '+971',
      country: 'United Arab Emirates (+971)',
    });
    await userEvent.keyboard('{Escape}');
  },
};

/** Filled. */
export const Filled: Story = { args: { defaultValue: '7911123456' } };

/** Disabled. */
export const Disabled: Story = { args: { defaultValue: '7911123456', isDisabled: true } };

/** On a 320 px phone. */
export const Phone320: Story = { args: { defaultValue: '7911123456' }, parameters: { width: 320 } };
