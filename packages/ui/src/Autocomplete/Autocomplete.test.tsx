import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Autocomplete, type AutocompleteOption, groupOptions } from './Autocomplete';

const airports: AutocompleteOption[] = [
  { id: 'LHR', label: 'London Heathrow', group: 'Airports' },
  { id: 'LGW', label: 'London Gatwick', group: 'Airports' },
  { id: 'BA', label: 'British Airways', group: 'Airlines' },
];

describe('groupOptions', () => {
  it('keeps groups in order of first appearance', () => {
    expect(groupOptions(airports).map((group) => [group.name, group.options.map((o) => o.id)])).toEqual([
      ['Airports', ['LHR', 'LGW']],
      ['Airlines', ['BA']],
    ]);
  });
});

describe('Autocomplete', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('waits for the minimum characters and debounces the search', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const loadOptions = vi.fn(async () => airports);
    render(<Autocomplete label="Airport" loadOptions={loadOptions} minChars={2} debounceMs={300} />);
    const input = screen.getByRole('combobox', { name: 'Airport' });
    await user.type(input, 'l');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(loadOptions).not.toHaveBeenCalled();
    await user.type(input, 'on');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(loadOptions).toHaveBeenCalledTimes(1);
    expect(loadOptions).toHaveBeenCalledWith('lon');
  });

  it('ignores a slow earlier answer that arrives after a newer one', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const loadOptions = vi.fn(
      (text: string) =>
        new Promise<AutocompleteOption[]>((resolve) => {
          const delay = text === 'lo' ? 1000 : 10;
          setTimeout(() => resolve(text === 'lo' ? [airports[2]!] : [airports[0]!]), delay);
        }),
    );
    render(<Autocomplete label="Airport" loadOptions={loadOptions} debounceMs={0} minChars={2} />);
    const input = screen.getByRole('combobox', { name: 'Airport' });
    await user.type(input, 'lo');
    await act(() => vi.advanceTimersByTimeAsync(5));
    await user.type(input, 'n');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'London Heathrow' })).toBeInTheDocument();
    expect(within(listbox).queryByRole('option', { name: 'British Airways' })).not.toBeInTheDocument();
  });

  it('reports the chosen option and clears it when the text is edited', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onChange = vi.fn();
    render(<Autocomplete label="Airport" loadOptions={async () => airports} onChange={onChange} debounceMs={0} />);
    const input = screen.getByRole('combobox', { name: 'Airport' });
    await user.type(input, 'lon');
    await act(() => vi.advanceTimersByTimeAsync(10));
    await user.click(screen.getByRole('option', { name: 'London Gatwick' }));
    expect(onChange).toHaveBeenLastCalledWith(airports[1]);
    expect(input).toHaveValue('London Gatwick');
    await user.type(input, 'x');
    expect(onChange).toHaveBeenLastCalledWith(null);
    await user.tab();
    expect(input).toHaveAccessibleDescription('Error: Airport is invalid');
  });

  it('does not search again when the parent re-renders with a new loadOptions function', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const first = vi.fn(async () => airports);
    const { rerender } = render(<Autocomplete label="Airport" loadOptions={first} minChars={2} debounceMs={300} />);
    await user.type(screen.getByRole('combobox', { name: 'Airport' }), 'lon');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(first).toHaveBeenCalledTimes(1);
    // An inline `loadOptions={(text) => ...}` is a new function on every render of the parent.
    const second = vi.fn(async () => airports);
    rerender(<Autocomplete label="Airport" loadOptions={second} minChars={2} debounceMs={300} />);
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    // The newest function is the one used for the next search.
    await user.type(screen.getByRole('combobox', { name: 'Airport' }), 'd');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(second).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledWith('lond');
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('takes at most 255 characters, so a search never asks for more than the server accepts', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Autocomplete label="Pickup" loadOptions={async () => []} />);
    const input = screen.getByRole('combobox', { name: 'Pickup' });
    await user.click(input);
    await user.paste('a'.repeat(300));
    expect(input).toHaveValue('a'.repeat(255));
  });

  it('says when nothing was found', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Autocomplete label="Airport" loadOptions={async () => []} debounceMs={0} />);
    await user.type(screen.getByRole('combobox', { name: 'Airport' }), 'zz');
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(within(screen.getByRole('listbox')).getByText('No results found')).toBeInTheDocument();
  });

  it('closes the "No results found" list when focus leaves, so the rest of the page is not hidden', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <>
        <Autocomplete label="Arriving from" loadOptions={async () => []} minChars={2} />
        <label>
          Flight number <input />
        </label>
      </>,
    );
    await user.type(screen.getByRole('combobox', { name: 'Arriving from' }), 'Nowhere');
    // Leave before the debounced search answers, as a quick user (or a test) does.
    await user.click(screen.getByLabelText('Flight number'));
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Flight number' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Arriving from' })).toHaveAccessibleDescription(
      'Error: Arriving from is invalid',
    );
  });

  it('closes the "No results found" list on Tab after the search answered', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Autocomplete label="Arriving from" loadOptions={async () => []} minChars={2} debounceMs={0} />);
    await user.type(screen.getByRole('combobox', { name: 'Arriving from' }), 'Nowhere');
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(within(screen.getByRole('listbox')).getByText('No results found')).toBeInTheDocument();
    await user.tab();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('Enter with "No results found" closes the list and submits the form (one Enter, one submit attempt)', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Autocomplete label="Arriving from" loadOptions={async () => []} minChars={2} debounceMs={0} />
        <button type="submit">OK</button>
      </form>,
    );
    await user.type(screen.getByRole('combobox', { name: 'Arriving from' }), 'Nowhere');
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(within(screen.getByRole('listbox')).getByText('No results found')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('Enter on a highlighted result chooses it and does not submit', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onChange = vi.fn();
    render(
      <form onSubmit={onSubmit}>
        <Autocomplete label="Airport" loadOptions={async () => airports} onChange={onChange} debounceMs={0} />
        <button type="submit">OK</button>
      </form>,
    );
    await user.type(screen.getByRole('combobox', { name: 'Airport' }), 'lon');
    await act(() => vi.advanceTimersByTimeAsync(10));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(airports[0]);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('Autocomplete and page scrolls', () => {
  afterEach(() => vi.restoreAllMocks());
  const dublin: AutocompleteOption[] = [{ id: 'DUB', label: 'Dublin Airport' }];
  // What the browser does when text changes in a box partly off screen: it scrolls the page to show the box.
  const pageScrolls = () => act(() => void document.dispatchEvent(new Event('scroll')));

  it('keeps the list open when a pasted word makes the page scroll the box into view', async () => {
    const user = userEvent.setup();
    // The browser scrolls within a frame of the edit: the clock stands still while this slow test machine renders.
    const now = vi.spyOn(performance, 'now').mockReturnValue(1_000);
    render(<Autocomplete label="Arriving from" minChars={2} debounceMs={0} loadOptions={async () => dublin} />);
    await user.click(screen.getByRole('combobox', { name: 'Arriving from' }));
    await user.paste('Dublin');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    pageScrolls();
    now.mockRestore();
    expect(await screen.findByRole('option', { name: 'Dublin Airport' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Arriving from' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('still closes the list when the page is scrolled well after the last edit', async () => {
    const user = userEvent.setup();
    const now = vi.spyOn(performance, 'now');
    render(<Autocomplete label="Arriving from" minChars={2} debounceMs={0} loadOptions={async () => dublin} />);
    await user.click(screen.getByRole('combobox', { name: 'Arriving from' }));
    now.mockReturnValue(1_000);
    await user.paste('Dublin');
    expect(await screen.findByRole('option', { name: 'Dublin Airport' })).toBeVisible();
    now.mockReturnValue(5_000);
    pageScrolls();
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    now.mockRestore();
  });
});
