import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('ignores presses while pending, stays focusable and announces the pending label in a status region', async () => {
    const onPress = vi.fn();
    const { rerender } = render(<Button onPress={onPress}>Book now</Button>);
    const button = screen.getByRole('button', { name: 'Book now' });
    await userEvent.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);

    rerender(
      <Button onPress={onPress} isPending>
        Book now
      </Button>,
    );
    // The button keeps its own name (the spinner is decorative): no doubled "Processing Book now".
    const busy = screen.getByRole('button', { name: 'Book now' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveAttribute('data-busy', 'true');
    expect(busy).not.toBeDisabled();
    await userEvent.click(busy);
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Processing');
  });

  it('does not submit its form while pending, and leaves no live-region reference behind when it unmounts', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const form = (isPending: boolean) => (
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <Button type="submit" isPending={isPending}>
          Pay now
        </Button>
      </form>
    );
    const { rerender, unmount } = render(form(false));
    act(() => screen.getByRole('button', { name: 'Pay now' }).focus());
    rerender(form(true));
    const button = screen.getByRole('button', { name: /Pay now/ });
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
    act(() => unmount());
    for (const node of document.querySelectorAll('[aria-labelledby]')) {
      for (const id of (node.getAttribute('aria-labelledby') ?? '').split(' ')) {
        expect(document.getElementById(id)).not.toBeNull();
      }
    }
  });
});
