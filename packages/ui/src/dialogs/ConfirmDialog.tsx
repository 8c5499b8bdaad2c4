import { DIALOG_TITLES, dialogMessage } from '@cabkit/domain';
import { type ReactNode, useState } from 'react';
import { Button } from '../Button/Button';
import { Dialog, DialogActions } from './Dialog';
import * as styles from './Dialog.css';
import { ErrorSummary } from './ErrorSummary';

/** Props of `ConfirmDialog`. */
export interface ConfirmDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called with false to close (CANCEL, Escape, ×, and after OK succeeds). */
  onOpenChange: (open: boolean) => void;
  /** Title (default "Question", SPEC 2). */
  title?: string;
  /** The question. */
  content: ReactNode;
  /** The OK function; while its promise runs OK shows Processing; a rejection keeps the dialog open with its message. */
  onConfirm: () => Promise<void> | void;
  /** The CANCEL function (the dialog closes too). */
  onCancel?: () => void;
  /** Busy from outside. */
  isBusy?: boolean;
  /** OK text (default "OK"). */
  okLabel?: string;
  /** CANCEL text (default "CANCEL"). */
  cancelLabel?: string;
}

function ConfirmBody({
  onOpenChange,
  content,
  onConfirm,
  onCancel,
  isBusy = false,
  okLabel = 'OK',
  cancelLabel = 'CANCEL',
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const busy = isBusy || pending;
  const confirm = async () => {
    if (busy) return;
    setPending(true);
    setFailure(undefined);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (reason) {
      setFailure(dialogMessage(reason instanceof Error ? reason.message : String(reason ?? '')));
      setAttempt((n) => n + 1);
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <ErrorSummary errors={failure ? [{ message: failure }] : []} focusKey={attempt} title="Error" />
      {typeof content === 'string' ? <p className={styles.text}>{content}</p> : content}
      <DialogActions>
        <Button isPending={busy} onPress={confirm}>
          {busy ? 'Processing' : okLabel}
        </Button>
        <Button variant="secondary" onPress={() => onCancel?.()}>
          {cancelLabel}
        </Button>
      </DialogActions>
    </>
  );
}

/** The confirm dialog (SPEC 2): title (default "Question"), content, OK (Processing while busy) and CANCEL. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, title = DIALOG_TITLES.question, onCancel } = props;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel?.();
        onOpenChange(next);
      }}
      title={title}
      role="alertdialog"
      size="small"
    >
      <ConfirmBody
        {...props}
        onCancel={() => {
          onCancel?.();
          onOpenChange(false);
        }}
      />
    </Dialog>
  );
}
