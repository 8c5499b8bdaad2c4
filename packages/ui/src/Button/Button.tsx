import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner';
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
  isPending,
  ...props
}: ButtonProps) {
  const classes = styles.button({ variant, size, fullWidth });
  return (
    <AriaButton {...props} isPending={isPending} className={className ? `${classes} ${className}` : classes}>
      {isPending && <Spinner size="small" label={pendingLabel} />}
      {children}
    </AriaButton>
  );
}
