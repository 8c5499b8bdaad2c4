import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CountrySelect } from './CountrySelect';

/**
 * A `Select` of every country for the billing address (docs/behaviour/payment.md#card-dialog card dialog): ids are
 * ISO codes, labels English names, United Kingdom (`GB`) by default. `onChange(id, option)` also gives the option,
 * with its name and dialing code. Use `<CountrySelect label="Country" value={code} onChange={...} />`; pass
 * `errorMessage` (e.g. "Country is required") to mark it invalid. Keyboard as Select; the list scrolls at 350 px.
 */
const meta = {
  title: 'Fields/CountrySelect',
  component: CountrySelect,
  args: { label: 'Country', onChange: fn() },
} satisfies Meta<typeof CountrySelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Default: United Kingdom. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Country/ });
    await expect(trigger).toHaveTextContent('United Kingdom');
    await expect(trigger).not.toHaveAttribute('aria-invalid');
  },
};

/** Chosen: Ireland picked from the list; onChange reports its ISO code, name and dialing code. */
export const Chosen: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Country/ });
    await userEvent.click(trigger);
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Ireland' }));
    await expect(args.onChange).toHaveBeenCalledWith(
      'IE',
      expect.objectContaining({ id: 'IE', label: 'Ireland', dialingCode: '+353' }),
    );
    await expect(trigger).toHaveTextContent('Ireland');
    await expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** Invalid: nothing chosen, with the required message tied to the control. */
export const Invalid: Story = {
  args: { value: null, isRequired: true, errorMessage: 'Country is required' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Country/ });
    await expect(trigger).toHaveTextContent('Choose a country');
    await expect(canvas.getByText('Country is required')).toBeVisible();
    await expect(trigger).toHaveAccessibleDescription(/Country is required/);
  },
};

/** On a 320 px phone. */
export const Phone320: Story = { args: { defaultValue: 'IE' }, parameters: { width: 320 } };
