import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
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

/**
 * A button. While `isPending` it shows a spinner, ignores presses, keeps focus and announces `pendingLabel`.
 * Never disable a submit button to signal invalid input: let it submit and show the errors.
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
  const classes = styles.button({ variant, size, fullWidth });
  // Pending is handled here rather than with RAC's `isPending`: RAC announces through a live region that
  // points at the button's id with role="img" and lingers for seconds, so after a navigation (a booking
  // that succeeds) it references a removed element and fails axe. A status region beside the button
  // announces the same words without a dangling reference.
  const pendingProps: Partial<AriaButtonProps> & { 'data-busy'?: true } = isPending
    ? {
        onPress: undefined,
        onPressStart: undefined,
        onPressEnd: undefined,
        onPressUp: undefined,
        onPressChange: undefined,
        type: props.type === 'submit' ? 'button' : props.type,
        'aria-disabled': true,
        'data-busy': true,
      }
    : {};
  return (
    <>
      <AriaButton {...props} {...pendingProps} className={className ? `${classes} ${className}` : classes}>
        {/* Decorative: the status region announces the pending label, and the button keeps its own name. */}
        {isPending && <span aria-hidden="true" className={spinner({ size: 'small' })} />}
        {children}
      </AriaButton>
      <span role="status" className={visuallyHidden}>
        {isPending ? pendingLabel : ''}
      </span>
    </>
  );
}
