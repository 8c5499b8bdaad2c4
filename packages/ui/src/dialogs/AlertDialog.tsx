import { alertMessage, DIALOG_TITLES, dialogMessage } from '@cabkit/domain';
import { Button } from '../Button/Button';
import { useSay } from '../parts/words';
import { Dialog, DialogActions } from './Dialog';
import * as styles from './Dialog.css';

/** Props of `AlertDialog`. */
export interface AlertDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called with false to close (OK, CANCEL, Enter on OK, Escape). */
  onOpenChange: (open: boolean) => void;
  /** The message; error replacements of docs/behaviour/common.md#message-replacements are applied. */
  message: string;
  /** `message` (title "Message") or `error` (title "Error"; messages mentioning Stripe become the default error). */
  kind?: 'message' | 'error';
  /** Title; defaults by kind ("Message" / "Error"). */
  title?: string;
  /** `ok` (default) shows OK; `signIn` shows SIGN IN and CANCEL. */
  variant?: 'ok' | 'signIn';
  /** Called on OK (before closing). */
  onOk?: () => void;
  /** Called on SIGN IN (before closing). */
  onSignIn?: () => void;
}

/** Returns the text an alert shows: dialog replacements always, the Stripe replacement for errors (docs/behaviour/common.md#message-replacements). */
export function alertText(message: string, kind: 'message' | 'error'): string {
  return kind === 'error' ? alertMessage(message) : dialogMessage(message);
}

/**
 * The alert (docs/behaviour/common.md#message-replacements): title Message or Error, the message after the catalogue's replacements, and OK (Enter
 * closes it: OK has focus) or the SIGN IN / CANCEL variant.
 */
export function AlertDialog({
  open,
  onOpenChange,
  message,
  kind = 'message',
  title,
  variant = 'ok',
  onOk,
  onSignIn,
}: AlertDialogProps) {
  const say = useSay();
  const shownTitle = title ?? (kind === 'error' ? DIALOG_TITLES.error : DIALOG_TITLES.message);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={shownTitle} role="alertdialog" size="small">
      <p className={styles.text}>{alertText(message, kind)}</p>
      <DialogActions>
        {variant === 'signIn' ? (
          <>
            <Button
              onPress={() => {
                onSignIn?.();
                onOpenChange(false);
              }}
            >
              {say('SIGN IN')}
            </Button>
            <Button variant="secondary" onPress={() => onOpenChange(false)}>
              {say('Cancel').toLocaleUpperCase()}
            </Button>
          </>
        ) : (
          <Button
            onPress={() => {
              onOk?.();
              onOpenChange(false);
            }}
          >
            {say('OK')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
