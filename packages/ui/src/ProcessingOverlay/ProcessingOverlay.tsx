import { type ReactNode, type RefObject, useLayoutEffect, useRef } from 'react';
import { Spinner } from '../Spinner/Spinner';
import { visuallyHidden } from '../theme/utils.css';
import * as styles from './ProcessingOverlay.css';

/** Props of `ProcessingOverlay`. */
export interface ProcessingOverlayProps {
  /** Whether it shows. */
  isOpen: boolean;
  /** The title (default "Please wait", docs/behaviour/payment.md#payment-process). */
  title?: string;
  /** The description, e.g. "We are processing your request. Please do not refresh or close the browser". */
  description?: ReactNode;
  /** Cover the whole page instead of the nearest positioned container; the page behind becomes inert. */
  fullScreen?: boolean;
}

/** Elements that never take part in focus or reading; left alone. */
const SKIPPED_TAGS = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'LINK', 'META']);

/**
 * While `active`, makes everything on the page except `ref`'s element (and its ancestors) inert, the way
 * `aria-hidden`'s hideOthers walks the tree: Tab, clicks and screen-reader browsing cannot reach the page behind.
 * Undoes exactly what it did, and gives focus back to where it was when inerting dropped it to the body.
 */
function useInertOutside(ref: RefObject<HTMLElement | null>, active: boolean) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const focusedBefore = document.activeElement;
    const madeInert: Element[] = [];
    for (let node: Element = element; node.parentElement && node !== document.body; node = node.parentElement) {
      for (const sibling of Array.from(node.parentElement.children)) {
        if (sibling === node || SKIPPED_TAGS.has(sibling.tagName) || sibling.hasAttribute('inert')) continue;
        sibling.setAttribute('inert', '');
        madeInert.push(sibling);
      }
    }
    return () => {
      for (const sibling of madeInert) sibling.removeAttribute('inert');
      const focusLost = document.activeElement === null || document.activeElement === document.body;
      if (focusLost && focusedBefore instanceof HTMLElement && focusedBefore.isConnected) focusedBefore.focus();
    };
  }, [ref, active]);
}

/**
 * The 'Please wait' processing overlay: spinner, title and description in a polite status region. The status
 * element stays mounted while closed (empty), so screen readers hear the text when it opens; `fullScreen` covers
 * the page and makes everything behind it inert.
 */
export function ProcessingOverlay({
  isOpen,
  title = 'Please wait',
  description,
  fullScreen = false,
}: ProcessingOverlayProps) {
  const overlayRef = useRef<HTMLDivElement | null>(null);
  useInertOutside(overlayRef, isOpen && fullScreen);
  return (
    <div
      ref={overlayRef}
      className={isOpen ? styles.overlay : visuallyHidden}
      data-state={isOpen ? 'open' : 'closed'}
      data-fullscreen={isOpen && fullScreen ? '' : undefined}
    >
      <div className={isOpen ? styles.card : undefined} role="status" aria-live="polite" aria-atomic="true">
        {isOpen ? (
          <>
            <Spinner size="large" isDecorative />
            <p className={styles.title}>{title}</p>
            {description ? <p className={styles.description}>{description}</p> : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
