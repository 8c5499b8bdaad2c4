import { validateText } from '@cabkit/domain';
import { TextAreaField } from '../TextField/fields';
import { DialogForm, FormActions, formDialog } from './Dialog';
import { ErrorSummary } from './ErrorSummary';
import { useDialogForm } from './useDialogForm';
import type { OpenableProps } from './dialogProps';
import { useSay } from '../parts/words';

/** Props of `NoteToDriverDialog`. */
export interface NoteToDriverDialogProps extends OpenableProps {
  /** Saves the note (Booking.Note); an empty note clears it. */
  onSubmit: (values: { Note: string }) => Promise<void> | void;
  /** Saving. */
  isBusy?: boolean;
  /** The current note. */
  defaultNote?: string;
}

const NOTE_TITLE = 'Note to driver';

/** The note is optional; at most 255 characters (docs/behaviour/journey.md#note-to-driver). */
function validateNote(note: string) {
  const message = validateText(note, NOTE_TITLE, { required: false });
  return message
    ? { ok: false as const, errors: [{ field: 'Note', message }] }
    : { ok: true as const, errors: [] as [] };
}

function NoteForm({ onSubmit, onOpenChange, isBusy, defaultNote = '' }: NoteToDriverDialogProps) {
  const say = useSay();
  const form = useDialogForm({
    initialValues: { Note: defaultNote },
    validate: (values) => validateNote(values.Note),
    onSubmit: (values) => onSubmit({ Note: values.Note.trim() }),
    isBusy,
  });
  return (
    <DialogForm onSubmit={form.submit} submitFromTextArea>
      <ErrorSummary errors={form.summary} focusKey={form.attempt} />
      <TextAreaField
        label={NOTE_TITLE}
        isRequired={false}
        description={say('Press Enter to save, Shift+Enter for a new line.')}
        {...form.fieldProps('Note')}
        autoFocus
      />
      <FormActions busy={form.busy} submitLabel="OK" onCancel={() => onOpenChange(false)} />
    </DialogForm>
  );
}

/** Note to driver (docs/behaviour/journey.md#note-to-driver): one optional note, Enter submits (Shift+Enter adds a line). */
export const NoteToDriverDialog = formDialog(NoteForm, () => NOTE_TITLE, { name: 'NoteToDriverDialog' });
