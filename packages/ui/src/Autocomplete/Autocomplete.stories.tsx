import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Autocomplete, type AutocompleteOption } from './Autocomplete';

const places: AutocompleteOption[] = [
  { id: 'lhr', label: 'London Heathrow Airport', description: 'TW6 1QG', group: 'Airports' },
  { id: 'lgw', label: 'London Gatwick Airport', description: 'RH6 0NP', group: 'Airports' },
  { id: 'stp', label: 'London St Pancras International', description: 'N1C 4QP', group: 'Stations' },
  { id: 'eye', label: 'London Eye, Westminster Bridge Road', description: 'SE1 7PB', group: 'Places' },
  { id: 'man', label: 'Manchester Airport', description: 'M90 1QX', group: 'Airports' },
];

/** A fake search like the server's: case-insensitive match on label or postcode, after a short delay. */
const search =
  (options: AutocompleteOption[], delay = 150) =>
  (text: string) =>
    new Promise<AutocompleteOption[]>((resolve) => {
      const needle = text.toLowerCase();
      setTimeout(
        () =>
          resolve(
            options.filter(
              (option) =>
                option.label.toLowerCase().includes(needle) || option.description?.toLowerCase().includes(needle),
            ),
          ),
        delay,
      );
    });

/**
 * Search-as-you-type for addresses, airports and airlines. `loadOptions(text)` returns the results (the component
 * never calls the network itself). Searching starts after `minChars` characters (2 for airports and airlines), is
 * debounced, shows "Searching…" and "No results found", groups results by `group`, and marks the box invalid on
 * blur when the typed text was not chosen from the list (docs/behaviour/journey.md#addresses).
 */
const meta = {
  title: 'Fields/Autocomplete',
  component: Autocomplete,
  args: { label: 'Pickup', loadOptions: search(places), onChange: fn(), debounceMs: 150 },
} satisfies Meta<typeof Autocomplete>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty. */
export const Empty: Story = { args: { placeholder: 'Enter an address or postcode' } };

/** Typing, arrowing and Enter choose a grouped result. */
export const ChooseWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Pickup' });
    await userEvent.type(input, 'london');
    const listbox = await within(document.body).findByRole('listbox', {}, { timeout: 3000 });
    await within(listbox).findByRole('option', { name: /Heathrow/ });
    await expect(within(listbox).getByText('Airports')).toBeInTheDocument();
    await expect(within(listbox).getByText('Stations')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(places[1]);
    await expect(input).toHaveValue('London Gatwick Airport');
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** Nothing matches: "No results found". */
export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Pickup' });
    await userEvent.type(input, 'zzzz');
    const listbox = await within(document.body).findByRole('listbox', {}, { timeout: 3000 });
    await within(listbox).findByText('No results found', {}, { timeout: 3000 });
  },
};

/** Airports need 2 characters before searching. */
export const MinimumCharacters: Story = {
  args: { label: 'Arriving from airport', minChars: 2, loadOptions: fn(search(places)) },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Arriving from airport' });
    await userEvent.type(input, 'm');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(args.loadOptions).not.toHaveBeenCalled();
    await userEvent.type(input, 'a');
    await waitFor(() => expect(args.loadOptions).toHaveBeenCalledWith('ma'));
    await within(document.body).findByRole('option', { name: /Manchester Airport/ }, { timeout: 3000 });
  },
};

/** Typed text that was not chosen is invalid on blur. */
export const InvalidOnBlur: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Pickup' });
    await userEvent.type(input, 'somewhere');
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Error: Pickup is invalid');
  },
};

/** Required, typed in and cleared: flagged on leaving (a box only passed through is not). */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Pickup' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'K');
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Error: Pickup is required');
  },
};

/** A search that is slow: the loading state. */
export const Loading: Story = {
  args: { loadOptions: search(places, 60_000) },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Pickup' });
    await userEvent.type(input, 'lon');
    await within(document.body).findByText('Searching…', { selector: '[role="listbox"] *' }, { timeout: 3000 });
  },
};

/** Chosen (e.g. from a saved place). */
export const Filled: Story = { args: { defaultValue: places[3] } };

/** An error from the server against the field. */
export const ServerError: Story = {
  args: {
    defaultValue: places[3],
    errorMessage:
      'The selected address cannot be used as it falls outside our service area. Please select an alternative address',
  },
};

/** Disabled. */
export const Disabled: Story = { args: { isDisabled: true, defaultValue: places[0] } };

/** On a 320 px phone. */
export const Phone320: Story = { args: { defaultValue: places[0] }, parameters: { width: 320 } };
