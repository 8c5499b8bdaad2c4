import { type ReactNode, useEffect, useRef } from 'react';
// react-aria's page-wide announcer (one visually hidden live region for every component). Not in its public index;
// RAC's own Button imports it from this path.
import { announce, clearAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { Button as AriaButton, type ButtonProps as AriaButtonProps, composeRenderProps } from 'react-aria-components';
// Only the ring's style: the Spinner component carries react-aria's progress bar and number formatting, which a
// button that names itself does not need.
import { spinner } from '../Spinner/Spinner.css';
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
  /** What is announced when the button becomes pending (default "Processing"). */
  pendingLabel?: string;
  /** Extra class name. */
  className?: string;
}

/**
 * A button: RAC's Button with a look. While `isPending` it shows a spinner, ignores presses, keeps focus, does not
 * submit its form (RAC's behaviour) and announces `pendingLabel` once through react-aria's shared live region.
 * States come from RAC's attributes (`data-hovered`, `data-pressed`, `data-focus-visible`, `data-disabled`,
 * `data-pending`). Never disable a submit button to signal invalid input: let it submit and show the errors.
 */
export function Button({
  children,
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  pendingLabel = 'Processing',
  className,
  isPending = false,
  ...props
}: ButtonProps) {
  const wasPending = useRef(false);
  useEffect(() => {
    if (!isPending) return;
    wasPending.current = true;
    announce(pendingLabel, 'polite');
  }, [isPending, pendingLabel]);
  // RAC announces a focused button's change of pending state by pointing the announcer at the button's id; after a
  // navigation (a booking that succeeds) that entry would name a removed element for seconds and fail axe.
  useEffect(
    () => () => {
      if (wasPending.current) clearAnnouncer('assertive');
    },
    [],
  );
  const classes = styles.button({ variant, size, fullWidth });
  return (
    <AriaButton
      {...props}
      isPending={isPending}
      // The look's cursor while busy (RAC marks it data-pending too).
      data-busy={isPending || undefined}
      className={composeRenderProps(className, (extra) => (extra ? `${classes} ${extra}` : classes))}
    >
      {/* Decorative: the announcer says the pending label, and the button keeps its own name. */}
      {isPending && <span aria-hidden="true" className={spinner({ size: 'small' })} />}
      {children}
    </AriaButton>
  );
}
