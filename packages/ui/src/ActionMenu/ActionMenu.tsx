import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
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
}

/** Props of `ActionMenu`. */
export interface ActionMenuProps {
  /** The trigger's accessible name: names the row, e.g. "Actions for invoice INV-12". */
  label: string;
  /** The actions, in order; a menu with none draws nothing. */
  items: readonly ActionMenuItem[];
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
      <Popover className={styles.popover} placement="bottom end">
        <Menu className={styles.menu} aria-label={label}>
          {items.map((item) => (
            <MenuItem
              key={item.id}
              id={item.id}
              className={styles.item}
              data-danger={item.isDanger || undefined}
              onAction={item.onAction}
              href={item.href}
              download={item.download}
              textValue={item.label}
            >
              {item.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
