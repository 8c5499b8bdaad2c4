import type { ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './ProcessingOverlay.css';

/** Props of `ProcessingOverlay`. */
export interface ProcessingOverlayProps {
  /** Whether it shows. */
  isOpen: boolean;
  /** The title (default "Please wait", SPEC 2). */
  title?: string;
  /** The description, e.g. "We are processing your request. Please do not refresh or close the browser". */
  description?: ReactNode;
  /** Cover the whole page instead of the nearest positioned container. */
  fullScreen?: boolean;
}

/** The 'Please wait' processing overlay: spinner, title and description in a polite status region. */
export function ProcessingOverlay({
  isOpen,
  title = 'Please wait',
  description,
  fullScreen = false,
}: ProcessingOverlayProps) {
  if (!isOpen) return null;
  return (
    <div className={styles.overlay} data-fullscreen={fullScreen ? '' : undefined}>
      <div className={styles.card} role="status" aria-live="polite">
        <Spinner size="large" isDecorative />
        <p className={styles.title}>{title}</p>
        {description && <p className={styles.description}>{description}</p>}
      </div>
    </div>
  );
}
