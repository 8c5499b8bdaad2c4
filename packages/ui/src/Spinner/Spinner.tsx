import { ProgressBar } from 'react-aria-components';
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

/** An indeterminate progress indicator (role progressbar) with an accessible label. */
export function Spinner({ label = 'Loading', showLabel = false, size = 'medium', isDecorative = false }: SpinnerProps) {
  if (isDecorative) return <span aria-hidden="true" className={styles.spinner({ size })} />;
  return (
    <ProgressBar isIndeterminate aria-label={label} className={styles.wrapper}>
      <span aria-hidden="true" className={styles.spinner({ size })} />
      <span className={showLabel ? undefined : visuallyHidden}>{label}</span>
    </ProgressBar>
  );
}
