import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NoteToDriverDialog } from './NoteToDriverDialog';
import { dialogDocs, findDialog, keyboardPlay } from './storyHelpers';

const meta = {
  title: 'Dialogs/NoteToDriverDialog',
  component: NoteToDriverDialog,
  args: { open: true, onOpenChange: fn(), onSubmit: fn() },
  parameters: dialogDocs(
    'Note to driver (docs/behaviour/journey.md#note-to-driver): optional, up to 255 characters; Enter submits, Shift+Enter adds a line.',
    '420px',
  ),
} satisfies Meta<typeof NoteToDriverDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty; Tab stays inside; Escape closes. */
export const Empty: Story = {
  play: keyboardPlay('Note to driver'),
};

/** Filled: Enter submits, Shift+Enter adds a line. */
export const Filled: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Note to driver');
    const note = within(dialog).getByRole('textbox', { name: /Note to driver/ });
    await userEvent.type(note, 'Gate 4{Shift>}{Enter}{/Shift}Blue door{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ Note: 'Gate 4\nBlue door' });
  },
};

/** Busy. */
export const Busy: Story = { args: { defaultNote: 'Please ring on arrival', isBusy: true } };

/** On a 320 px phone. */
export const Phone: Story = {
  args: { defaultNote: 'Please ring on arrival' },
  globals: { viewport: { value: 'phone320' } },
};
