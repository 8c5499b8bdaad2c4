import * as RadixDialog from '@radix-ui/react-dialog';
import {
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useLayoutEffect,
  useRef,
} from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
import { Button } from '../Button';
import { useSay } from '../parts/words';
import * as styles from './Dialog.css';
import type { OpenableProps } from './dialogProps';

/** Props of `Dialog`. */
export interface DialogProps {
  /** Whether the dialog is open (controlled). */
  open: boolean;
  /** Called with false when the user closes it (Escape, ×, overlay, Cancel). */
  onOpenChange: (open: boolean) => void;
  /** The title, read as the dialog's name. */
  title: ReactNode;
  /** Optional text under the title, read as the dialog's description. */
  description?: ReactNode;
  /** Body and actions. */
  children: ReactNode;
  /** Width: small 400 px, medium 500 px (default), large 720 px; always fits the screen. */
  size?: 'small' | 'medium' | 'large';
  /** Escape, overlay click and the × close it (default true); false for the payment process dialog. */
  isDismissable?: boolean;
  /** `alertdialog` for alerts and questions that need an answer (default `dialog`). */
  role?: 'dialog' | 'alertdialog';
  /** Element focused when the dialog opens (default: the first focusable element in the body). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Label of the × button (default "Close"). */
  closeLabel?: string;
  /** Extra class on the panel. */
  className?: string;
  /** A bottom sheet on a phone (full width, rising from the bottom edge); centred like any dialog above it. */
  sheet?: boolean;
}

/**
 * RAC popovers (select lists, combobox results, pickers) are portalled into the panel, so the focus trap and
 * outside-click keep working. While one is open, Escape and outside presses belong to it, not to the dialog.
 */
function isPopoverOpen(panel: HTMLElement | null, target: EventTarget | null): boolean {
  if (target instanceof Element && target.closest('[data-trigger]') !== null) return true;
  return panel?.querySelector('[data-trigger]') != null;
}

/**
 * A modal dialog on Radix Dialog: titled, focus trapped and returned to the opener on close, Escape closes,
 * `data-state` drives the open/close animation (none under reduced motion), fits a 320 px screen.
 * Overlays of react-aria-components inside it portal into the panel.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'medium',
  isDismissable = true,
  role = 'dialog',
  initialFocusRef,
  closeLabel: givenCloseLabel,
  className,
  sheet = false,
}: DialogProps) {
  const say = useSay();
  const closeLabel = givenCloseLabel ?? say('Close');
  const panelRef = useRef<HTMLDivElement | null>(null);
  const getContainer = useCallback(() => panelRef.current, []);
  // Radix returns focus only to its own Trigger; remember whatever opened the dialog and return focus there.
  const returnFocusRef = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      returnFocusRef.current = document.activeElement;
    }
  }, [open]);
  // The control whose popover (a select's list, ...) has the focus. A choice removes the popover with the focus in
  // it; Radix then focuses the panel before react-aria can hand the focus back to that control, so we do.
  const popoverOpenerRef = useRef<HTMLElement | null>(null);
  const onFocusCapture = (event: FocusEvent<HTMLDivElement>) => {
    const target = event.target;
    if (target instanceof Element && target.closest('[data-trigger]') !== null) {
      if (event.relatedTarget instanceof HTMLElement && event.relatedTarget.closest('[data-trigger]') === null) {
        popoverOpenerRef.current = event.relatedTarget;
      }
      return;
    }
    const opener = popoverOpenerRef.current;
    popoverOpenerRef.current = null;
    if (target !== panelRef.current || !opener?.isConnected) return;
    // After the removal has settled: Radix focuses the panel more than once while the popover goes.
    setTimeout(() => {
      if (document.activeElement === panelRef.current && opener.isConnected) opener.focus();
    }, 0);
  };
  const classes = styles.content({ size, sheet });
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          ref={panelRef}
          role={role}
          onFocusCapture={onFocusCapture}
          className={className ? `${classes} ${className}` : classes}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            if (initialFocusRef?.current) {
              event.preventDefault();
              initialFocusRef.current.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            const opener = returnFocusRef.current;
            if (opener?.isConnected) {
              event.preventDefault();
              opener.focus();
            }
          }}
          onEscapeKeyDown={(event) => {
            if (!isDismissable || isPopoverOpen(panelRef.current, event.target)) event.preventDefault();
          }}
          onPointerDownOutside={(event) => {
            if (!isDismissable || isPopoverOpen(panelRef.current, event.target)) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            if (!isDismissable || isPopoverOpen(panelRef.current, event.target)) event.preventDefault();
          }}
        >
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          ) : null}
          <UNSAFE_PortalProvider getContainer={getContainer}>{children}</UNSAFE_PortalProvider>
          {/* Last in the tab order, so the first field or the primary button gets the initial focus. */}
          {isDismissable && (
            <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Props of `DialogActions`. */
export interface DialogActionsProps {
  /** The buttons, primary first. */
  children: ReactNode;
}

/** The row of dialog buttons: primary first, stacked full width on a phone. */
export function DialogActions({ children }: DialogActionsProps) {
  return <div className={styles.actions}>{children}</div>;
}

/** Props of `FormActions`. */
interface FormActionsProps {
  /** The form is being submitted: the submit button says Processing and waits. */
  busy: boolean;
  /** What the submit button says otherwise (OK, Save, Apply ...). */
  submitLabel: ReactNode;
  /** Cancel closes the dialog. */
  onCancel: () => void;
}

/** A dialog form's buttons: its submit, which says Processing while the form is busy, then Cancel. */
export function FormActions({ busy, submitLabel, onCancel }: FormActionsProps) {
  const say = useSay();
  return (
    <DialogActions>
      <Button type="submit" isPending={busy}>
        {busy ? say('Processing') : submitLabel}
      </Button>
      <Button variant="secondary" onPress={onCancel}>
        {say('Cancel')}
      </Button>
    </DialogActions>
  );
}

/** The footer of a sheet: stays at the bottom of the panel however far its fields scroll, primary first. */
export function SheetFooter({ children }: DialogActionsProps) {
  return <div className={styles.sheetFooter}>{children}</div>;
}

/** Returns true when Enter on this element should submit the dialog form itself (native submit does not cover it). */
function enterShouldSubmit(target: EventTarget | null, submitFromTextArea: boolean): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return target.type === 'checkbox' || target.type === 'radio';
  if (target instanceof HTMLTextAreaElement) return submitFromTextArea;
  return false;
}

/** Props of `DialogForm`. */
export interface DialogFormProps {
  /** Called when the form is submitted (Enter in a field, Enter on a checkbox, or the submit button). */
  onSubmit: () => void;
  /** Fields, summary and actions. */
  children: ReactNode;
  /** Enter in a text area submits (Shift+Enter still adds a line); for the one-field note dialog. */
  submitFromTextArea?: boolean;
  /** Accessible name of the form (usually the dialog or tab title). */
  'aria-label'?: string;
}

/** A `<form>` that submits on Enter from any field of the dialog (docs/behaviour/common.md#dialogs: "Enter submits open dialogs"). */
export function DialogForm({ onSubmit, children, submitFromTextArea = false, 'aria-label': label }: DialogFormProps) {
  const handleKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.defaultPrevented || event.nativeEvent.isComposing) return;
    if (!enterShouldSubmit(event.target, submitFromTextArea)) return;
    event.preventDefault();
    event.currentTarget.requestSubmit();
  };
  return (
    <form
      noValidate
      aria-label={label}
      className={styles.form}
      onKeyDown={handleKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/**
 * The dialog of a form that takes all the dialog's props: opened and closed by them, titled by `title` from the
 * reader's `say` and those props. `name` is the dialog's name in React's tools and the docs' code.
 */
export function formDialog<P extends OpenableProps>(
  Form: ComponentType<P>,
  title: (say: ReturnType<typeof useSay>, props: P) => string,
  { name, size }: { name: string; size?: DialogProps['size'] },
) {
  function FormDialog(props: P) {
    const say = useSay();
    return (
      <Dialog open={props.open} onOpenChange={props.onOpenChange} title={title(say, props)} size={size}>
        <Form {...props} />
      </Dialog>
    );
  }
  FormDialog.displayName = name;
  return FormDialog;
}

/** A `formDialog` title that is the `title` of the dialog's `words`, else of its `english` words. */
export function titleOfWords<P extends { words?: { title?: string } }>(english: { title: string }) {
  return (_say: unknown, props: P) => props.words?.title ?? english.title;
}
