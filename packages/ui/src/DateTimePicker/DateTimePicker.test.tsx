import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, type Mock, vi } from 'vitest';
import { UiWordsProvider, type UiWords } from '../parts/words';
import { DateTimePicker, type DateTimePickerProps } from './DateTimePicker';
import { dateOptions, firstSlotAfter, fromLocalInputValue, minuteChoices, toLocalInputValue } from './logic';

const now = new Date(2026, 10, 21, 10, 7, 30);

/** Checks the picker last reported a Later pickup at `time`, from the quick button of `quickMinutes` (or null). */
function expectLater(onChange: Mock, time: Date, quickMinutes: number | null) {
  expect(onChange).toHaveBeenLastCalledWith({ pickUpType: 'Later', time, quickMinutes });
}

/** Checks the picker last reported ASAP (no time, no quick button). */
function expectAsap(onChange: Mock) {
  expect(onChange).toHaveBeenLastCalledWith({ pickUpType: 'Now', time: null, quickMinutes: null });
}

describe('picker logic', () => {
  it('offers minutes on the step grid plus an off-grid current minute', () => {
    expect(minuteChoices(15)).toEqual([0, 15, 30, 45]);
    expect(minuteChoices(30, 37)).toEqual([0, 30, 37]);
    expect(minuteChoices(60)).toEqual([0]);
    expect(minuteChoices(0)).toHaveLength(60);
  });

  it('rounds the earliest time up to the next slot', () => {
    expect(firstSlotAfter(now, 15)).toEqual(new Date(2026, 10, 21, 10, 15));
    expect(firstSlotAfter(new Date(2026, 10, 21, 23, 50), 30)).toEqual(new Date(2026, 10, 22, 0, 0));
    expect(firstSlotAfter(new Date(2026, 10, 21, 10, 15, 0), 15)).toEqual(new Date(2026, 10, 21, 10, 15));
  });

  it('labels the dates Today, Tomorrow, then weekday and dd/mm/yyyy', () => {
    expect(dateOptions(now, 3)).toEqual([
      { id: '2026-11-21', label: 'Today 21/11/2026' },
      { id: '2026-11-22', label: 'Tomorrow 22/11/2026' },
      { id: '2026-11-23', label: 'Mon 23/11/2026' },
    ]);
  });

  it('round-trips the native input format', () => {
    expect(toLocalInputValue(new Date(2026, 0, 2, 3, 4))).toBe('2026-01-02T03:04');
    expect(fromLocalInputValue('2026-01-02T03:04')).toEqual(new Date(2026, 0, 2, 3, 4));
    expect(fromLocalInputValue('nonsense')).toBeNull();
  });
});

describe("DateTimePicker on the tenant's clock and in the app's words", () => {
  // Noon UTC is already tomorrow on Kiritimati (UTC+14) and still today in Pago Pago (UTC-11), whatever the device.
  const noon = new Date('2026-06-10T12:00:00.000Z');

  it.each([
    ['Pacific/Kiritimati', 'Today 11/06/2026', '02'],
    ['Pacific/Pago_Pago', 'Today 10/06/2026', '01'],
  ])('in %s shows %s and its hours, and reports the instant chosen', async (timeZone, today, hour) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <DateTimePicker now={noon} timeZone={timeZone} onChange={onChange} readyDelayMs={0} />,
    );
    expect(container.textContent).toContain(today);
    expect(screen.getByRole('button', { name: /Hour/ })).toHaveTextContent(hour);
    await user.click(screen.getByRole('button', { name: 'In 30 min' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ pickUpType: 'Later', time: new Date('2026-06-10T12:30:00.000Z') }),
    );
  });

  it("says the app's words", () => {
    const words = {
      inMinutes: (minutes: number) => `Dans ${minutes} min`,
      translate: (text: string) =>
        (
          ({
            Today: 'Aujourd’hui',
            Tomorrow: 'Demain',
            'Pickup date and time': 'Date et heure de prise en charge',
            Date: 'Date',
            Hour: 'Heure',
            Minute: 'Minute',
            Close: 'Fermer',
            Done: 'Terminé',
          }) as Record<string, string>
        )[text],
    } as UiWords;
    const { container } = render(
      <UiWordsProvider value={words}>
        <DateTimePicker now={noon} timeZone="Pacific/Kiritimati" readyDelayMs={0} />
      </UiWordsProvider>,
    );
    expect(container.textContent).toContain('Aujourd’hui 11/06/2026');
    expect(screen.getByRole('heading', { name: 'Date et heure de prise en charge' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dans 15 min' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Terminé' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
    expect(container.textContent).not.toMatch(/Today|Tomorrow|Done|Close|In 15 min/);
  });
});

describe('DateTimePicker', () => {
  it('keeps the selectors disabled for the first second (docs/behaviour/journey.md#date-time-picker)', async () => {
    vi.useFakeTimers();
    try {
      render(<DateTimePicker now={now} />);
      expect(screen.getByRole('button', { name: 'In 15 min' })).toBeDisabled();
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(screen.getByRole('button', { name: 'In 15 min' })).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('applies ASAP at once and reports Later times on Done with the pressed quick button', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DateTimePicker now={now} onChange={onChange} readyDelayMs={0} />);
    await user.click(screen.getByRole('button', { name: 'In 15 min' }));
    expect(screen.getByRole('button', { name: 'In 15 min' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expectLater(onChange, new Date(2026, 10, 21, 10, 22), 15);
    await user.click(screen.getByRole('radio', { name: 'ASAP' }));
    expectAsap(onChange);
  });

  it('offers only the quick buttons at or after the earliest pickup', () => {
    render(<DateTimePicker now={now} readyDelayMs={0} earliestTime={new Date(2026, 10, 21, 10, 52)} />);
    expect(screen.queryByRole('button', { name: 'In 15 min' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'In 30 min' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'In 60 min' })).toBeInTheDocument();
  });

  it('refuses a time before the earliest pickup with the spec warning', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <DateTimePicker
        now={now}
        onChange={onChange}
        readyDelayMs={0}
        value={{ pickUpType: 'Later', time: new Date(2026, 10, 21, 10, 37), quickMinutes: null }}
        earliestTime={new Date(2026, 10, 21, 11, 0)}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The earliest time we can pickup from this address is 21/11/2026 11:00',
    );
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('DateTimePicker embedded in a form (commitOnChange)', () => {
  /** Opens a selector by its label and picks an option by its text. */
  async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
    await user.click(screen.getByRole('button', { name: label }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
  }

  /** Renders the picker as a form embeds it (every choice reported at once, ready at once); answers a user and the onChange spy. */
  function renderEmbedded(props: Partial<DateTimePickerProps> = {}) {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DateTimePicker now={now} commitOnChange readyDelayMs={0} onChange={onChange} {...props} />);
    return { user, onChange };
  }

  it('shows nothing as chosen at first, then reports every choice at once, with no Done or Close', async () => {
    const { user, onChange } = renderEmbedded({ hideAsap: true });
    expect(screen.getByRole('button', { name: /Date/ })).toHaveTextContent('Choose a date');
    expect(screen.getByRole('button', { name: /Hour/ })).toHaveTextContent('HH');
    expect(screen.getByRole('button', { name: /Minute/ })).toHaveTextContent('MM');
    expect(screen.queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    await choose(user, /Date/, 'Tomorrow 22/11/2026');
    // The first choice brings the rest of the first free slot with it, and shows it.
    expectLater(onChange, new Date(2026, 10, 22, 10, 15), null);
    expect(screen.getByRole('button', { name: /Hour/ })).toHaveTextContent('10');
    await choose(user, /Hour/, '14');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ time: new Date(2026, 10, 22, 14, 15) }));
    await choose(user, /Minute/, '45');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ time: new Date(2026, 10, 22, 14, 45) }));
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('reports a quick button at once and starts from the value given', async () => {
    const { user, onChange } = renderEmbedded({
      value: { pickUpType: 'Later', time: new Date(2026, 10, 23, 9, 30), quickMinutes: null },
    });
    expect(screen.getByRole('button', { name: /Date/ })).toHaveTextContent('Mon 23/11/2026');
    expect(screen.getByRole('button', { name: /Minute/ })).toHaveTextContent('30');
    await user.click(screen.getByRole('button', { name: 'In 30 min' }));
    expectLater(onChange, new Date(2026, 10, 21, 10, 37), 30);
    await user.click(screen.getByRole('radio', { name: 'ASAP' }));
    expectAsap(onChange);
    await user.click(screen.getByRole('radio', { name: 'Later' }));
    expectLater(onChange, new Date(2026, 10, 21, 10, 37), 30);
  });

  it('leaves out the quick buttons when asked (flight times)', () => {
    render(<DateTimePicker now={now} commitOnChange showQuickButtons={false} readyDelayMs={0} />);
    expect(screen.queryByRole('button', { name: /min$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Quick pickup times' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Date/ })).toBeInTheDocument();
  });

  it("ties the container's error to the date selector and names it for the error summary", async () => {
    const { container } = render(
      <DateTimePicker now={now} commitOnChange readyDelayMs={0} name="DateTime" errorMessage="Datetime is required!" />,
    );
    const date = screen.getByRole('button', { name: /Date/ });
    expect(date).toHaveAccessibleDescription('Error: Datetime is required!');
    expect(date.closest('[data-invalid]')).not.toBeNull();
    expect(screen.getByRole('button', { name: /Hour/ })).not.toHaveAccessibleDescription();
    expect(container.querySelector('select[name="DateTime"]')).not.toBeNull();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('on iOS reports the native input at once and carries the error there', async () => {
    const { user, onChange } = renderEmbedded({ isIOS: true, errorMessage: 'Pickup time is required' });
    const input = screen.getByLabelText(/Pickup date and time/, { selector: 'input' });
    expect(input).toHaveValue('');
    expect(input).toHaveAccessibleDescription(/Pickup time is required/);
    await user.type(input, '2026-11-22T08:20');
    expectLater(onChange, new Date(2026, 10, 22, 8, 20), null);
  });

  it('without commitOnChange keeps the draft until Done (the standalone picker)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DateTimePicker now={now} readyDelayMs={0} onChange={onChange} />);
    expect(screen.getByRole('button', { name: /Hour/ })).toHaveTextContent('10');
    await choose(user, /Hour/, '14');
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onChange).toHaveBeenCalledWith({
      pickUpType: 'Later',
      time: new Date(2026, 10, 21, 14, 15),
      quickMinutes: null,
    });
  });
});
