import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { VehicleOption } from './VehicleSelect';
import { VehicleSelect } from './VehicleSelect';

const picture = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 40"><rect x="4" y="14" width="56" height="16" rx="6" fill="${fill}"/><circle cx="16" cy="32" r="5" fill="#222"/><circle cx="48" cy="32" r="5" fill="#222"/></svg>`,
  )}`;

const vehicles: VehicleOption[] = [
  { id: '1', label: 'Saloon', passengers: 4, luggage: 2, handBags: 2, price: 32.5, image: picture('#4a6fa5') },
  { id: '2', label: 'Estate', passengers: 4, luggage: 4, handBags: 2, price: 36, image: picture('#5b8c5a') },
  { id: '3', label: 'MPV', passengers: 6, luggage: 4, handBags: 4, price: 48.75, image: picture('#a5674a') },
  { id: '4', label: 'Executive', passengers: 3, luggage: 2, handBags: 2, price: 65, image: picture('#333') },
  { id: '5', label: '8 Seater', passengers: 8, luggage: 8, handBags: 8, price: null, image: picture('#777') },
];

/**
 * The vehicle dropdown: picture, passenger/luggage/hand-bag capacity and the quoted price (two decimals in pounds,
 * docs/behaviour/journey.md#vehicle-choice). Vehicles without a quote yet show no price.
 */
const meta = {
  title: 'Fields/VehicleSelect',
  component: VehicleSelect,
  args: { label: 'Vehicle', vehicles, onChange: fn() },
} satisfies Meta<typeof VehicleSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen. */
export const Empty: Story = {};

/** Chosen. */
export const Filled: Story = { args: { defaultValue: '3' } };

/** Invalid. */
export const Invalid: Story = { args: { errorMessage: 'No vehicle found with selected capacity' } };

/** Disabled while quoting. */
export const Disabled: Story = { args: { isDisabled: true, defaultValue: '1' } };

/** Choosing with the keyboard reports the vehicle. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Vehicle/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: /MPV/ })).toHaveTextContent(
      '6 passengers, 4 luggage, 4 hand bags£48.75',
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('3', vehicles[2]);
  },
};

/** On a 320 px phone. */
export const Phone320: Story = { args: { defaultValue: '2' }, parameters: { width: 320 } };
