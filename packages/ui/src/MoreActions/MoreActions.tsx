import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ActionMenuItem } from '../ActionMenu/ActionMenu';
import { button as buttonStyle } from '../Button/Button.css';
import * as styles from './MoreActions.css';

// The menu (react-aria's Menu in a Popover) loads on intent: a pointer over the button, focus on it or a touch.
// The page's first view draws the plain button only.
const loadList = () => import('../ActionMenu/ActionMenu');
const ActionMenuList = lazy(() => loadList().then((m) => ({ default: m.ActionMenuList })));

/** Props of `MoreActions`. */
export interface MoreActionsProps {
  /** The button's words, also the menu's accessible name, e.g. "More actions". */
  label: string;
  /** The less common actions, in order; none draws nothing. */
  items: readonly ActionMenuItem[];
}

/**
 * A page's less common actions behind one secondary "More actions ▾" button. The button draws at once; the menu's
 * code loads when the button is hovered, focused or touched, so the first view costs nothing more. Enter, Space or
 * an arrow key opens it with the first item focused; Escape or a choice closes it and focus goes back to the button.
 */
export function MoreActions({ label, items }: MoreActionsProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Closed by Escape, a click outside or a choice: the keyboard carries on from the button. Once the menu has gone
  // (an effect, after the commit that removed it): focused while the menu's focus scope still held the page, the
  // button lost focus again with the menu's items.
  useEffect(() => {
    if (wasOpen.current && !open) trigger.current?.focus();
    wasOpen.current = open;
  }, [open]);
  if (items.length === 0) return null;
  const prefetch = () => void loadList();
  const show = () => {
    setWanted(true);
    setOpen(true);
  };
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={`${buttonStyle({ variant: 'secondary' })} ${styles.trigger}`}
        aria-haspopup="menu"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          show();
        }}
      >
        {label}
        <svg className={styles.chevron} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <ActionMenuList label={label} triggerRef={trigger} isOpen={open} onOpenChange={setOpen} items={items} />
        </Suspense>
      )}
    </>
  );
}
