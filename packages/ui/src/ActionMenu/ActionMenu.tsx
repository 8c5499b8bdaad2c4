import type { RefObject } from 'react';
import { Button, type Key, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import * as styles from './ActionMenu.css';

/** One action of an `ActionMenu`: a press (`onAction`) or a link (`href`, with `download` for a file). */
export interface ActionMenuItem {
  /** A stable id. */
  id: string;
  /** What the item says, e.g. "Cancel booking". */
  label: string;
  /** Runs the action (not for links). */
  onAction?: () => void;
  /** Follows this address instead. */
  href?: string;
  /** The link downloads a file (with `href`). */
  download?: boolean;
  /** Drawn in the danger colour (cancel, delete). */
  isDanger?: boolean;
  /** The item's own language and direction, for an item written in another language than the page (a language name). */
  lang?: string;
  /** Writing direction of `lang`. */
  dir?: 'ltr' | 'rtl';
}

/** Props of `ActionMenu`. */
export interface ActionMenuProps {
  /** The trigger's accessible name: names the row, e.g. "Actions for invoice INV-12". */
  label: string;
  /** The actions, in order; a menu with none draws nothing. */
  items: readonly ActionMenuItem[];
}

/** Props of `ActionMenuList`. */
export interface ActionMenuListProps {
  /** The menu's accessible name. */
  label: string;
  /** The items, in order. */
  items: readonly ActionMenuItem[];
  /** The item shown as the current choice, for a menu that picks one of several (e.g. the page's language). */
  selectedId?: string;
  /** Runs with the id of the item chosen (after the item's own `onAction`). */
  onAction?: (id: string) => void;
  /** For a menu opened by a button of its own rather than `ActionMenu`'s: that button, which keeps the place. */
  triggerRef?: RefObject<HTMLElement | null>;
  /** With `triggerRef`: whether the menu is open. */
  isOpen?: boolean;
  /** With `triggerRef`: called when the menu opens or closes (an item chosen, Escape, a click outside). */
  onOpenChange?: (open: boolean) => void;
}

/**
 * The box of an action menu under its button (react-aria Popover and Menu): arrows move, Enter runs, Escape closes.
 * `ActionMenu` opens it from its "…" button; a page with a button of its own (one that must draw before the menu's
 * code loads) passes `triggerRef` and the open state, and can show a current choice with `selectedId`.
 */
export function ActionMenuList({
  label,
  items,
  selectedId,
  onAction,
  triggerRef,
  isOpen,
  onOpenChange,
}: ActionMenuListProps) {
  // Only a menu with a button of its own is told where and whether it is open: inside `ActionMenu` the trigger
  // gives both, and an explicit undefined would hide them.
  const ownTrigger = triggerRef ? { triggerRef, isOpen, onOpenChange } : {};
  const choice = selectedId === undefined ? {} : { selectionMode: 'single' as const, selectedKeys: [selectedId] };
  return (
    <Popover className={styles.popover} placement="bottom end" {...ownTrigger}>
      <Menu
        className={styles.menu}
        aria-label={label}
        {...(triggerRef ? { autoFocus: 'first' as const } : {})}
        {...choice}
        onAction={(key: Key) => {
          // A menu with a button of its own closes itself on a choice, as one inside ActionMenu does.
          if (triggerRef) onOpenChange?.(false);
          onAction?.(String(key));
        }}
      >
        {items.map((item) => (
          <MenuItem
            key={item.id}
            id={item.id}
            className={styles.item}
            data-danger={item.isDanger || undefined}
            onAction={item.onAction}
            href={item.href}
            download={item.download}
            lang={item.lang}
            dir={item.dir}
            textValue={item.label}
          >
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </Popover>
  );
}

/**
 * A row's actions behind one 44 px "…" button (react-aria Menu): arrow keys move, Enter runs, Escape closes and
 * gives focus back to the button. Tables show one per row instead of a row of buttons, so money stays on screen.
 */
export function ActionMenu({ label, items }: ActionMenuProps) {
  if (items.length === 0) return null;
  return (
    <MenuTrigger>
      <Button className={styles.trigger} aria-label={label}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="5" cy="12" r="2" fill="currentColor" />
          <circle cx="12" cy="12" r="2" fill="currentColor" />
          <circle cx="19" cy="12" r="2" fill="currentColor" />
        </svg>
      </Button>
      <ActionMenuList label={label} items={items} />
    </MenuTrigger>
  );
}
