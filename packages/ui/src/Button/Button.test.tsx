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

  it('presses by mouse, Enter and Space, and marks focus, hover and press as react-aria does', async () => {
    const onPress = vi.fn();
    const onHoverStart = vi.fn();
    render(
      <Button onPress={onPress} onHoverStart={onHoverStart}>
        Book now
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Book now' });
    const user = userEvent.setup();
    await user.tab();
    expect(button).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
    expect(onPress.mock.calls[0]?.[0]).toMatchObject({ type: 'press', pointerType: 'keyboard', target: button });
    await user.hover(button);
    expect(button).toHaveAttribute('data-hovered', 'true');
    expect(onHoverStart).toHaveBeenCalledWith(expect.objectContaining({ type: 'hoverstart', pointerType: 'mouse' }));
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    expect(button).toHaveAttribute('data-pressed', 'true');
    // A pointer press takes the keyboard's focus ring away.
    expect(button).not.toHaveAttribute('data-focus-visible');
    await user.pointer({ keys: '[/MouseLeft]', target: button });
    expect(button).not.toHaveAttribute('data-pressed');
    expect(onPress).toHaveBeenCalledTimes(3);
    expect(onPress.mock.calls[2]?.[0]).toMatchObject({ pointerType: 'mouse' });
    await user.unhover(button);
    expect(button).not.toHaveAttribute('data-hovered');
  });

  it('is a disabled native button when isDisabled: no press, no hover', async () => {
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isDisabled>
        Book now
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Book now' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-disabled', 'true');
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });
});
