import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type UiWords, UiWordsProvider } from '../parts/words';
import { DateTimePicker } from './DateTimePicker';

/** A fixed "now" so stories are stable: Saturday 21 November 2026, 10:07 local time. */
const now = new Date(2026, 10, 21, 10, 7, 30);

/**
 * The pickup date-time picker (docs/behaviour/journey.md#pickup-time). ASAP applies at once; Later offers quick
 * 15/30/60 buttons (the one used stays pressed), date, hour and minute selectors (minute step 0, 15, 30 or 60) and,
 * for flights, a waiting time of 0-180 minutes in 15s (default 60). Done confirms, Close discards. `now` is passed
 * in, and `timeZone` puts today, tomorrow and the hours on the tenant's clock whatever the device's. The selectors
 * become ready after 1 second, as the spec says; `isIOS` uses the native input. Its words come from the app
 * (`UiWordsProvider`), en-GB without it.
 */
const meta = {
  title: 'Widgets/DateTimePicker',
  component: DateTimePicker,
  args: { now, onChange: fn(), onClose: fn() },
} satisfies Meta<typeof DateTimePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Later, waiting for the selectors to become ready (1 s). */
export const Later: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading the date and time selectors' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'In 15 min' })).toBeEnabled(), { timeout: 3000 });
    await expect(canvas.getByRole('button', { name: /Hour/ })).toHaveTextContent('10');
    await expect(canvas.getByRole('button', { name: /Minute/ })).toHaveTextContent('15');
  },
};

/** ASAP applies immediately. */
export const Asap: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'ASAP' }));
    await expect(args.onChange).toHaveBeenCalledWith({ pickUpType: 'Now', time: null, quickMinutes: null });
    await expect(canvas.queryByRole('button', { name: 'In 15 min' })).not.toBeInTheDocument();
  },
};

/** A quick button sets now + 30 minutes and stays pressed; Done reports it. */
export const QuickButtons: Story = {
  args: { readyDelayMs: 0 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const thirty = canvas.getByRole('button', { name: 'In 30 min' });
    await userEvent.click(thirty);
    await expect(thirty).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'In 15 min' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('button', { name: /Minute/ })).toHaveTextContent('37');
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(args.onChange).toHaveBeenCalledWith({
      pickUpType: 'Later',
      time: new Date(2026, 10, 21, 10, 37, 0),
      quickMinutes: 30,
    });
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Choosing the hour with the keyboard clears the quick button. */
export const KeyboardHour: Story = {
  args: { readyDelayMs: 0, minuteStep: 30 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'In 60 min' }));
    const hour = canvas.getByRole('button', { name: /Hour/ });
    hour.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: '09' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(hour).toHaveTextContent('13');
    await expect(canvas.getByRole('button', { name: 'In 60 min' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(args.onChange).toHaveBeenCalledWith({
      pickUpType: 'Later',
      time: new Date(2026, 10, 21, 13, 7, 0),
      quickMinutes: null,
    });
  },
};

/**
 * A time before the earliest pickup is refused with the spec's warning; quick buttons before it are not offered
 * (In 15 and In 30 min here).
 */
export const TooEarly: Story = {
  args: {
    readyDelayMs: 0,
    earliestTime: new Date(2026, 10, 21, 10, 52),
    value: { pickUpType: 'Later', time: new Date(2026, 10, 21, 10, 22), quickMinutes: null },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'In 15 min' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'In 30 min' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The earliest time we can pickup from this address is 21/11/2026 10:52',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** With the flight waiting time (0-180 in 15s, default 60). */
export const WithWaitingTime: Story = {
  args: { readyDelayMs: 0, showWaitingTime: true, title: 'Pickup after landing' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const waiting = canvas.getByRole('textbox', { name: /Waiting time/ });
    await expect(waiting).toHaveValue('60');
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(waiting).toHaveValue('75');
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ waitingTime: 75 }));
  },
};

/** Every minute (step 0). */
export const EveryMinute: Story = { args: { readyDelayMs: 0, minuteStep: 0 } };

/** The native input used on iOS. */
export const IOS: Story = {
  args: { readyDelayMs: 0, isIOS: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Pickup date and time', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'datetime-local');
    await expect(input).toHaveValue('2026-11-21T10:15');
  },
};

/** Close discards. */
export const Close: Story = {
  args: { readyDelayMs: 0 },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * Embedded in a dialog's form (`commitOnChange`): nothing is chosen at first, every choice is reported at once, no
 * Done/Close; flight times leave out the quick buttons; the container's error sits on the date selector.
 */
export const Embedded: Story = {
  args: {
    readyDelayMs: 0,
    hideAsap: true,
    commitOnChange: true,
    showQuickButtons: false,
    minuteStep: 5,
    title: 'Departure date and time',
    name: 'DateTime',
    errorMessage: 'Datetime is required!',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const date = canvas.getByRole('button', { name: /Date/ });
    await expect(date).toHaveTextContent('Choose a date');
    await expect(date).toHaveAccessibleDescription('Error: Datetime is required!');
    await expect(canvas.queryByRole('button', { name: 'In 15 min' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();
    await userEvent.click(date);
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Tomorrow 22/11/2026' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      pickUpType: 'Later',
      time: new Date(2026, 10, 22, 10, 10),
      quickMinutes: null,
    });
    await expect(canvas.getByRole('button', { name: /Minute/ })).toHaveTextContent('10');
  },
};

/** On a 320 px phone. */
export const Phone320: Story = { args: { readyDelayMs: 0 }, parameters: { width: 320 } };

/**
 * On a London taxi firm's clock, seen from anywhere: 23:30 UTC on 10 June 2026 is already 00:30 on 11 June in
 * London (summer time), so today is the 11th and the first hour 00, whatever the device's zone.
 */
export const TenantClock: Story = {
  args: { now: new Date('2026-06-10T23:30:00.000Z'), timeZone: 'Europe/London', readyDelayMs: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Date/ })).toHaveTextContent('Today 11/06/2026');
    await expect(canvas.getByRole('button', { name: /Hour/ })).toHaveTextContent('00');
  },
};

const french = {
  inMinutes: (minutes: number) => `Dans ${minutes} min`,
  translate: (text: string) =>
    (
      ({
        Today: 'Aujourd’hui',
        Tomorrow: 'Demain',
        'Pickup date and time': 'Date et heure de prise en charge',
        'Loading the date and time selectors': 'Chargement des sélecteurs de date et d’heure',
        'Quick pickup times': 'Heures de prise en charge rapides',
        Date: 'Date',
        'Choose a date': 'Choisissez une date',
        Hour: 'Heure',
        Minute: 'Minute',
        Close: 'Fermer',
        Done: 'Terminé',
        ASAP: 'Dès que possible',
        Later: 'Plus tard',
        'Pickup time': 'Heure de prise en charge',
      }) as Record<string, string>
    )[text],
} as UiWords;

/** In the app's words (French here): today, tomorrow, the quick buttons and the actions. */
export const AppWords: Story = {
  args: { readyDelayMs: 0 },
  decorators: [
    (Story) => (
      <UiWordsProvider value={french}>
        <Story />
      </UiWordsProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Date et heure de prise en charge' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Dans 15 min' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Date/ })).toHaveTextContent('Aujourd’hui 21/11/2026');
    await expect(canvas.getByRole('button', { name: 'Terminé' })).toBeInTheDocument();
  },
};
