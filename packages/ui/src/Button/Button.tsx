import {
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { PressEvent } from 'react-aria';
import type { ButtonProps as AriaButtonProps, ButtonRenderProps } from 'react-aria-components';
// Only the ring's style: the Spinner component carries react-aria's progress bar and number formatting, which a
// button that names itself does not need.
import { spinner } from '../Spinner/Spinner.css';
import { visuallyHidden } from '../theme/utils.css';
import * as styles from './Button.css';

/** Props of `Button`: RAC button props plus a look. */
export interface ButtonProps extends Omit<AriaButtonProps, 'children' | 'className'> {
  /** The button text (and optional icon). */
  children: ReactNode;
  /** primary (default), secondary, critical or link. */
  variant?: 'primary' | 'secondary' | 'critical' | 'link';
  /** medium (default) or small. */
  size?: 'medium' | 'small';
  /** Stretch to the container width. */
  fullWidth?: boolean;
  /** What the spinner announces while `isPending` (default "Processing"). */
  pendingLabel?: string;
  /** Extra class name. */
  className?: string;
}

type PointerKind = PressEvent['pointerType'];

/** A react-aria style press event from a DOM event (the fields RAC's `PressEvent` carries). */
function pressEvent(
  type: PressEvent['type'],
  pointerType: PointerKind,
  event: MouseEvent<HTMLButtonElement> | KeyboardEvent<HTMLButtonElement>,
): PressEvent {
  const { currentTarget, shiftKey, ctrlKey, metaKey, altKey } = event;
  const box = currentTarget.getBoundingClientRect();
  const inside = 'clientX' in event && event.detail > 0;
  return {
    type,
    pointerType,
    target: currentTarget,
    shiftKey,
    ctrlKey,
    metaKey,
    altKey,
    x: inside ? event.clientX - box.left : box.width / 2,
    y: inside ? event.clientY - box.top : box.height / 2,
    key: 'key' in event ? event.key : undefined,
    continuePropagation: () => {},
  };
}

/** How the visitor last interacted with the page, page-wide (null before anything): react-aria's rule for rings. */
let modality: 'keyboard' | 'pointer' | null = null;
let tracking = false;

/**
 * Starts following the page's last interaction, once: a key (not a shortcut with Ctrl, Meta or Alt) means keyboard,
 * a pointer or mouse press means pointer. Listens in the capture phase so every press counts, as react-aria's
 * `useFocusVisible` does, which the other fields on the page still use: one rule for every focus ring.
 */
function trackModality() {
  if (tracking || typeof document === 'undefined') return;
  tracking = true;
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.metaKey || event.ctrlKey || event.altKey || ['Control', 'Shift', 'Meta'].includes(event.key)) return;
      modality = 'keyboard';
    },
    true,
  );
  for (const type of ['pointerdown', 'mousedown'] as const) {
    document.addEventListener(
      type,
      () => {
        modality = 'pointer';
      },
      true,
    );
  }
}

/** Whether a focus shows its ring: not when the last interaction was a pointer press (react-aria's rule). */
function isFocusVisible(): boolean {
  return modality !== 'pointer';
}

const pressKeys = ['Enter', ' '];

/**
 * A button. While `isPending` it shows a spinner, ignores presses, keeps focus and announces `pendingLabel`.
 * Never disable a submit button to signal invalid input: let it submit and show the errors.
 *
 * A native `<button>` with react-aria's Button API and state attributes (`data-hovered`, `data-pressed`,
 * `data-focused`, `data-focus-visible`, `data-disabled`): the browser gives the keyboard, screen reader and form
 * behaviour, so a page whose first view has only buttons does not load react-aria. `onPress`
 * runs on the button's click (mouse, touch, Enter, Space, assistive technology); hover ignores touch, as RAC's.
 */
export function Button({
  children,
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  pendingLabel = 'Processing',
  className,
  isPending = false,
  isDisabled = false,
  onPress,
  onPressStart,
  onPressEnd,
  onPressUp,
  onPressChange,
  onClick,
  onHoverStart,
  onHoverEnd,
  onHoverChange,
  onFocus,
  onBlur,
  onFocusChange,
  onKeyDown,
  onKeyUp,
  preventFocusOnPress,
  excludeFromTabOrder,
  type = 'button',
  style,
  render,
  slot: _slot,
  ...domProps
}: ButtonProps) {
  const [state, setState] = useState({ isHovered: false, isPressed: false, isFocused: false, isFocusVisible: false });
  useEffect(trackModality, []);
  // The pointer of the press under way, for the press event (a click without one came from a key or assistive tech).
  const pointer = useRef<PointerKind | null>(null);
  const inert = isDisabled || isPending;
  const set = (change: Partial<typeof state>) => setState((previous) => ({ ...previous, ...change }));

  const startPress = (kind: PointerKind, event: MouseEvent<HTMLButtonElement> | KeyboardEvent<HTMLButtonElement>) => {
    pointer.current = kind;
    set({ isPressed: true });
    onPressStart?.(pressEvent('pressstart', kind, event));
    onPressChange?.(true);
  };
  const endPress = (event: MouseEvent<HTMLButtonElement> | KeyboardEvent<HTMLButtonElement>, released: boolean) => {
    if (!state.isPressed) return;
    const kind = pointer.current ?? 'virtual';
    set({ isPressed: false });
    if (released) onPressUp?.(pressEvent('pressup', kind, event));
    onPressEnd?.(pressEvent('pressend', kind, event));
    onPressChange?.(false);
  };
  const hover = (isHovered: boolean, event: PointerEvent<HTMLButtonElement>) => {
    if (event.pointerType === 'touch' || state.isHovered === isHovered || (isHovered && inert)) return;
    set({ isHovered });
    const hoverEvent = {
      type: isHovered ? ('hoverstart' as const) : ('hoverend' as const),
      pointerType: event.pointerType as 'mouse' | 'pen',
      target: event.currentTarget,
    };
    if (isHovered) onHoverStart?.(hoverEvent);
    else onHoverEnd?.(hoverEvent);
    onHoverChange?.(isHovered);
  };

  const renderProps: ButtonRenderProps = { ...state, isHovered: state.isHovered && !inert, isDisabled, isPending };
  const classes = styles.button({ variant, size, fullWidth });
  // Pending is handled here rather than with RAC's `isPending`: RAC announces through a live region that
  // points at the button's id with role="img" and lingers for seconds, so after a navigation (a booking
  // that succeeds) it references a removed element and fails axe. A status region beside the button
  // announces the same words without a dangling reference.
  const buttonProps = {
    ...domProps,
    // A pending submit button must not submit its form.
    type: isPending && type === 'submit' ? 'button' : type,
    disabled: isDisabled || undefined,
    tabIndex: excludeFromTabOrder ? -1 : undefined,
    'aria-disabled': isPending ? true : domProps['aria-disabled'],
    className: className ? `${classes} ${className}` : classes,
    style: (typeof style === 'function' ? style({ ...renderProps, defaultStyle: {} }) : style) as CSSProperties,
    'data-hovered': renderProps.isHovered || undefined,
    'data-pressed': state.isPressed || undefined,
    'data-focused': state.isFocused || undefined,
    'data-focus-visible': state.isFocusVisible || undefined,
    'data-disabled': isDisabled || undefined,
    'data-pending': isPending || undefined,
    'data-busy': isPending || undefined,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      const kind = pointer.current ?? (event.detail === 0 ? 'keyboard' : 'virtual');
      pointer.current = null;
      if (inert) return;
      onPress?.(pressEvent('press', kind, event));
      onClick?.(event);
    },
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      domProps.onPointerDown?.(event);
      // A pointer press hides the ring of a focused button, as react-aria's does.
      if (state.isFocusVisible) set({ isFocusVisible: false });
      if (event.button !== 0 || inert) return;
      if (preventFocusOnPress) event.preventDefault();
      startPress(event.pointerType as PointerKind, event);
    },
    onPointerUp: (event: PointerEvent<HTMLButtonElement>) => {
      domProps.onPointerUp?.(event);
      endPress(event, true);
    },
    onPointerCancel: (event: PointerEvent<HTMLButtonElement>) => {
      domProps.onPointerCancel?.(event);
      endPress(event, false);
    },
    onPointerEnter: (event: PointerEvent<HTMLButtonElement>) => {
      domProps.onPointerEnter?.(event);
      hover(true, event);
    },
    onPointerLeave: (event: PointerEvent<HTMLButtonElement>) => {
      domProps.onPointerLeave?.(event);
      hover(false, event);
      endPress(event, false);
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      onKeyDown?.(event as Parameters<NonNullable<typeof onKeyDown>>[0]);
      // A key pressed on a button focused by pointer shows the ring from then on, as react-aria's does.
      if (state.isFocused && !state.isFocusVisible && isFocusVisible()) set({ isFocusVisible: true });
      if (pressKeys.includes(event.key) && !event.repeat && !inert) startPress('keyboard', event);
    },
    onKeyUp: (event: KeyboardEvent<HTMLButtonElement>) => {
      onKeyUp?.(event as Parameters<NonNullable<typeof onKeyUp>>[0]);
      if (pressKeys.includes(event.key)) endPress(event, true);
    },
    onFocus: (event: FocusEvent<HTMLButtonElement>) => {
      set({ isFocused: true, isFocusVisible: isFocusVisible() });
      onFocus?.(event);
      onFocusChange?.(true);
    },
    onBlur: (event: FocusEvent<HTMLButtonElement>) => {
      set({ isFocused: false, isFocusVisible: false, isPressed: false });
      onBlur?.(event);
      onFocusChange?.(false);
    },
  };
  const content = (
    <>
      {/* Decorative: the status region announces the pending label, and the button keeps its own name. */}
      {isPending && <span aria-hidden="true" className={spinner({ size: 'small' })} />}
      {children}
    </>
  );
  return (
    <>
      {render ? (
        render({ ...buttonProps, children: content }, renderProps)
      ) : (
        <button {...buttonProps}>{content}</button>
      )}
      <span role="status" className={visuallyHidden}>
        {isPending ? pendingLabel : ''}
      </span>
    </>
  );
}
