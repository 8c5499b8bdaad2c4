import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CountrySelect } from '../CountrySelect/CountrySelect';
import { Select } from './Select';

const months = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'];
const enquiries = [
  { id: 'general', label: 'General Enquiry' },
  { id: 'lost', label: 'Lost/Found property' },
  { id: 'complaint', label: 'Complaint' },
];

/**
 * A dropdown of strings, label/value pairs or rich items (see VehicleSelect). Keyboard: Enter, Space or arrows open
 * it, arrows move, typing jumps, Enter chooses, Escape closes. The panel is at most 350 px tall.
 */
const meta = {
  title: 'Fields/Select',
  component: Select,
  args: { label: 'Enquiry type', items: enquiries, onChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Label/value pairs, nothing chosen. */
export const Empty: Story = {};

/** Chosen. */
export const Filled: Story = { args: { defaultValue: 'lost' } };

/** Strings (card expiry month). */
export const Strings: Story = { args: { label: 'Expiry month', items: months, defaultValue: '01' } };

/** Invalid. */
export const Invalid: Story = { args: { errorMessage: 'Enquiry type is required' } };

/** Disabled. */
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'general' } };

/** Keyboard: open with ArrowDown, move, choose with Enter. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Enquiry type/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('lost', enquiries[1]);
    await expect(trigger).toHaveTextContent('Lost/Found property');
  },
};

/** The country list (billing address), long: the panel scrolls at 350 px. */
export const Countries: Story = {
  render: (args) => <CountrySelect label="Country" onChange={args.onChange} />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Country/ });
    await expect(trigger).toHaveTextContent('United Kingdom');
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    const panel = listbox.parentElement as HTMLElement;
    await expect(panel.getBoundingClientRect().height).toBeLessThanOrEqual(350);
    await expect(panel.scrollHeight).toBeGreaterThan(350);
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** On a 320 px phone. */
export const Phone320: Story = { args: { defaultValue: 'complaint' }, parameters: { width: 320 } };
