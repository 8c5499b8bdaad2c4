import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { type VehicleCard, VehicleCards, type VehicleCardsProps } from './VehicleCards';

const picture = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 40"><rect x="4" y="14" width="56" height="16" rx="6" fill="${fill}"/><circle cx="16" cy="32" r="5" fill="#222"/><circle cx="48" cy="32" r="5" fill="#222"/></svg>`,
  )}`;

const vehicles: VehicleCard[] = [
  {
    id: '1',
    name: 'Saloon',
    description: 'Toyota Prius or similar',
    passengers: 4,
    luggage: 3,
    price: 14.58,
    eta: '4 min away',
    image: picture('#4a6fa5'),
  },
  {
    id: '2',
    name: 'Estate',
    description: 'Skoda Octavia Estate or similar',
    passengers: 4,
    luggage: 5,
    price: 16.76,
    image: picture('#5b8c5a'),
  },
  {
    id: '3',
    name: 'Executive',
    description: 'Mercedes E-Class or similar',
    passengers: 3,
    luggage: 3,
    price: 23.32,
    image: picture('#333'),
  },
  {
    id: '4',
    name: 'Minibus 8 seater',
    description: 'Mercedes Vito or similar',
    passengers: 8,
    luggage: 10,
    price: null,
    image: picture('#777'),
  },
];

/** The cards with their own chosen vehicle, as the booking page holds it. */
function Controlled(props: Omit<VehicleCardsProps, 'value'> & { value?: string | null }) {
  const [value, setValue] = useState<string | null>(props.value ?? '1');
  return (
    <VehicleCards
      {...props}
      value={value}
      onChange={(id) => {
        setValue(id);
        props.onChange(id);
      }}
    />
  );
}

/**
 * The vehicle step of the booking wizard: one card per vehicle with its picture, capacity icons (words for screen
 * readers), ETA when known and the price at the chosen tier as a large figure. One radio group: Tab enters at the
 * chosen card, arrow keys choose; a vehicle too small for the party is disabled with its reason. A vehicle not
 * quoted yet shows a dash read as "Price not available".
 */
const meta = {
  title: 'Fields/VehicleCards',
  component: VehicleCards,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Vehicle', vehicles, value: '1', onChange: fn() },
} satisfies Meta<typeof VehicleCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four vehicles, the first chosen; the arrow keys move the choice. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Vehicle' });
    await expect(canvas.getByRole('radio', { name: /Saloon.*4 passengers.*3 luggage.*£14\.58/ })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /Saloon/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /Estate/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('2');
    await expect(group).toBeVisible();
  },
};

/** Two vehicles too small for the party: disabled, with the reason. */
export const TooSmall: Story = {
  args: {
    vehicles: vehicles.map((vehicle) =>
      vehicle.passengers < 5 ? { ...vehicle, unavailable: 'Too small for your party' } : vehicle,
    ),
    value: '4',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /Saloon/ })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: /Minibus/ })).toBeChecked();
  },
};

/** With the group's error under the cards. */
export const WithError: Story = { args: { value: null, errorMessage: 'Please choose a vehicle.' } };

/** On a 320 px phone the picture and price share the top row. */
export const Phone320: Story = { parameters: { width: 320 } };
