import { visuallyHidden } from '../theme/utils.css';
import * as styles from './Spinner.css';

/** Props of `Spinner`. */
export interface SpinnerProps {
  /** What is loading; the accessible name of the indeterminate progress bar (default "Loading"). */
  label?: string;
  /** Show the label next to the ring instead of only to screen readers. */
  showLabel?: boolean;
  /** Ring size: small follows the text size. */
  size?: 'small' | 'medium' | 'large';
  /** Hide from assistive technology (when the surrounding control already announces the busy state). */
  isDecorative?: boolean;
}

/**
 * An indeterminate progress indicator (role progressbar) with an accessible label. The element react-aria's
 * ProgressBar draws for an indeterminate bar, without its label, number formatting and context machinery, which a
 * page that only waits (a lazy dialog's "Please wait") would otherwise load up front.
 */
export function Spinner({ label = 'Loading', showLabel = false, size = 'medium', isDecorative = false }: SpinnerProps) {
  if (isDecorative) return <span aria-hidden="true" className={styles.spinner({ size })} />;
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} className={styles.wrapper}>
      <span aria-hidden="true" className={styles.spinner({ size })} />
      <span className={showLabel ? undefined : visuallyHidden}>{label}</span>
    </div>
  );
}
