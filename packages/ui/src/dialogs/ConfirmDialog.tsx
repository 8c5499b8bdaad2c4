import { DIALOG_TITLES, dialogMessage } from '@cabkit/domain';
import { type ReactNode, useState } from 'react';
import { Button } from '../Button/Button';
import { useSay } from '../parts/words';
import { Dialog, DialogActions } from './Dialog';
import * as styles from './Dialog.css';
import { ErrorSummary } from './ErrorSummary';

/** Props of `ConfirmDialog`. */
export interface ConfirmDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called with false to close (CANCEL, Escape, ×, and after OK succeeds); never while busy. */
  onOpenChange: (open: boolean) => void;
  /** Title (default "Question", docs/behaviour/common.md#dialogs). */
  title?: string;
  /** The question. */
  content: ReactNode;
  /** The OK function; while its promise runs OK shows Processing; a rejection keeps the dialog open with its message. */
  onConfirm: () => Promise<void> | void;
  /** The CANCEL function (the dialog closes too); not called while busy. */
  onCancel?: () => void;
  /** Busy from outside: OK shows Processing and the dialog cannot be dismissed. */
  isBusy?: boolean;
  /** OK text (default "OK"). */
  okLabel?: string;
  /** CANCEL text (default "CANCEL"). */
  cancelLabel?: string;
  /** OK's look: critical where OK destroys something (cancelling a booking); primary unless set. */
  okVariant?: 'primary' | 'critical';
}

/** What the body needs beyond the dialog's props: the busy state lives in the dialog, which stops dismissal. */
interface ConfirmBodyProps extends ConfirmDialogProps {
  /** True while `onConfirm` runs or `isBusy`. */
  busy: boolean;
  /** Reports the `onConfirm` promise starting and settling. */
  onPendingChange: (pending: boolean) => void;
}

function ConfirmBody({
  onOpenChange,
  content,
  onConfirm,
  onCancel,
  busy,
  onPendingChange,
  okLabel,
  cancelLabel,
  okVariant = 'primary',
}: ConfirmBodyProps) {
  const say = useSay();
  const [failure, setFailure] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const confirm = async () => {
    if (busy) return;
    onPendingChange(true);
    setFailure(undefined);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (reason) {
      setFailure(dialogMessage(reason instanceof Error ? reason.message : String(reason ?? '')));
      setAttempt((n) => n + 1);
    } finally {
      onPendingChange(false);
    }
  };
  return (
    <>
      <ErrorSummary errors={failure ? [{ message: failure }] : []} focusKey={attempt} title={say('Error')} />
      {typeof content === 'string' ? <p className={styles.text}>{content}</p> : content}
      <DialogActions>
        <Button variant={okVariant} isPending={busy} onPress={confirm}>
          {busy ? say('Processing') : (okLabel ?? say('OK'))}
        </Button>
        {/* While busy CANCEL stays focusable and looks the same (focus never drops out of the dialog); it is
            marked unavailable and ignores presses, and OK's status region has announced "Processing". */}
        <Button variant="secondary" aria-disabled={busy || undefined} onPress={() => onCancel?.()}>
          {cancelLabel ?? say('Cancel').toLocaleUpperCase()}
        </Button>
      </DialogActions>
    </>
  );
}

/**
 * The confirm dialog (docs/behaviour/common.md#dialogs): title (default "Question"), content, OK (Processing while busy) and CANCEL.
 * While busy (`onConfirm` running or `isBusy`) it cannot be dismissed: Escape, an outside click and CANCEL do
 * nothing, so the caller never hears "cancelled" for an action that is still running.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, title = DIALOG_TITLES.question, onCancel, isBusy = false } = props;
  const [pending, setPending] = useState(false);
  const busy = isBusy || pending;
  const cancel = () => {
    if (busy) return;
    onCancel?.();
    onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : cancel())}
      title={title}
      role="alertdialog"
      size="small"
      isDismissable={!busy}
    >
      <ConfirmBody {...props} busy={busy} onPendingChange={setPending} onCancel={cancel} />
    </Dialog>
  );
}
