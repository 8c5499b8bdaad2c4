import { Button } from '../Button/Button';
import { Dialog } from './Dialog';
import * as styles from './MenuDialog.css';
import type { OpenableProps } from './dialogProps';

/** One entry of the menu dialog (docs/behaviour/account.md#account-menu menu entries: myplace, signout, invoice, dashboard, myaccount, mybooking, commission). */
export interface MenuEntry {
  /** Entry id, e.g. `mybooking`. */
  id: string;
  /** Text shown, e.g. "My Bookings". */
  label: string;
}

/** Props of `MenuDialog`. */
export interface MenuDialogProps extends OpenableProps {
  /** The entries in order. */
  entries: readonly MenuEntry[];
  /** Called with the chosen entry's id; the dialog closes. */
  onSelect: (id: string) => void;
  /** Title (default "Menu"). */
  title?: string;
}

/** The account menu as a dialog (phones): one full-width button per entry; choosing one closes the menu. */
export function MenuDialog({ open, onOpenChange, entries, onSelect, title = 'Menu' }: MenuDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} size="small">
      <nav aria-label={title}>
        <ul className={styles.list}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <Button
                variant="secondary"
                fullWidth
                onPress={() => {
                  onSelect(entry.id);
                  onOpenChange(false);
                }}
              >
                {entry.label}
              </Button>
            </li>
          ))}
        </ul>
      </nav>
    </Dialog>
  );
}
