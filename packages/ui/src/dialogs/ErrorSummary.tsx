import { type MouseEvent, useEffect, useRef } from 'react';
import * as styles from './Dialog.css';
import { useSay } from '../parts/words';

/** One entry of the error summary: the message and the `name` of the field it belongs to (none for a form-wide error). */
export interface SummaryError {
  /** The field's `name` attribute; the link focuses it. */
  field?: string;
  /** The message, exactly as on the field. */
  message: string;
}

/** Props of `ErrorSummary`. */
export interface ErrorSummaryProps {
  /** The errors; nothing renders when empty. */
  errors: readonly SummaryError[];
  /** Heading (default "There is a problem"). */
  title?: string;
  /** Changes on every failed submit so the summary takes focus again. */
  focusKey?: number;
}

const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button, [tabindex]:not([tabindex="-1"])';

/** The first focusable element inside `root` that is not hidden from assistive technology. */
function firstFocusable(root: Element): HTMLElement | undefined {
  const all = [root, ...Array.from(root.querySelectorAll(FOCUSABLE))];
  return all.find(
    (el): el is HTMLElement =>
      el instanceof HTMLElement && el.matches(FOCUSABLE) && !el.closest('[aria-hidden="true"]'),
  );
}

/**
 * Focuses the control named `field` (by `name`, or a wrapper marked `data-field`) inside the same form or dialog.
 * A hidden native control (e.g. behind a custom select) hands focus to the nearest visible control around it.
 */
export function focusField(from: Element, field: string): boolean {
  const scope = from.closest('form') ?? from.closest('[role="dialog"],[role="alertdialog"]') ?? document.body;
  const escaped = typeof CSS !== 'undefined' && CSS.escape ? CSS.escape(field) : field;
  const candidates = Array.from(scope.querySelectorAll(`[data-field="${escaped}"], [name="${escaped}"]`));
  for (const candidate of candidates) {
    let node: Element | null = candidate;
    while (node && node !== scope.parentElement) {
      const target = firstFocusable(node);
      if (target) {
        target.focus();
        if (document.activeElement === target) return true;
        break;
      }
      node = node.parentElement;
    }
  }
  return false;
}

/**
 * The govuk error summary: a box (role alert) listing every error after a failed submit. It takes focus so the
 * problem is announced, and each link moves focus to its field.
 */
export function ErrorSummary({ errors, title, focusKey = 0 }: ErrorSummaryProps) {
  const say = useSay();
  const ref = useRef<HTMLDivElement | null>(null);
  const hasErrors = errors.length > 0;
  // The submit (focusKey) this summary last took focus for: with a focusKey, errors that come and go while the
  // person types do not pull focus out of their field; only the next failed submit does.
  const focusedFor = useRef<number | null>(null);
  useEffect(() => {
    if (!hasErrors) return;
    if (focusKey !== 0 && focusedFor.current === focusKey) return;
    focusedFor.current = focusKey;
    // Focus after the commit has finished, not inside React's effect flush: focusing there re-enters
    // React through focus listeners (a controlled field's blur handler) while it is still working.
    const timer = setTimeout(() => ref.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [hasErrors, focusKey]);
  if (!hasErrors) return null;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>, field: string) => {
    event.preventDefault();
    focusField(event.currentTarget, field);
  };
  return (
    <div ref={ref} className={styles.errorSummary} role="alert" tabIndex={-1}>
      <h3 className={styles.errorSummaryTitle}>{title ?? say('There is a problem')}</h3>
      <ul className={styles.errorSummaryList}>
        {errors.map((error) => (
          <li key={`${error.field ?? ''}:${error.message}`}>
            {error.field ? (
              <a
                className={styles.errorSummaryLink}
                href={`#${error.field}`}
                onClick={(e) => handleClick(e, error.field!)}
              >
                {say(error.message)}
              </a>
            ) : (
              say(error.message)
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
