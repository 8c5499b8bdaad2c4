import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type AddressSearchOption, UpdateAddressDialog } from './UpdateAddressDialog';
import { dialogDocs, expectSummaryLinks, findDialog, keyboardPlay } from './storyHelpers';

const meta = {
  title: 'Dialogs/UpdateAddressDialog',
  component: UpdateAddressDialog,
  args: { open: true, onOpenChange: fn(), onSubmit: fn() },
  parameters: dialogDocs(
    'Add or edit a place in My Places. Pass `defaultValues` to edit; `onSubmit(values)` runs only when name, address line 1 and postcode are valid. Return a rejected promise to keep the dialog open with its message; pass server errors by field in `errors` or a form-wide one in `formError`; `isBusy` while saving.',
    '600px',
  ),
} satisfies Meta<typeof UpdateAddressDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new place; Tab stays inside; Escape closes. */
export const Empty: Story = {
  play: keyboardPlay('Add Place'),
};

/** Invalid: required and postcode messages. */
export const Invalid: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Add Place');
    await userEvent.keyboard('{Enter}');
    await expectSummaryLinks(dialog, ['Name is required', 'Address line 1 is required', 'Postcode is required']);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Postcode' }), 'E14 5AB!');
    await userEvent.keyboard('{Enter}');
    await expect(within(dialog).getByRole('link', { name: 'Postcode is invalid' })).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Editing a saved place: Enter saves. */
export const Edit: Story = {
  args: { defaultValues: { Name: 'Work', Line1: '1 Canada Square', Postcode: 'E14 5AB', Category: 'work' } },
  play: async ({ args }) => {
    const dialog = await findDialog('Edit Place');
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Name' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      Name: 'Work',
      Line1: '1 Canada Square',
      Line2: '',
      Postcode: 'E14 5AB',
      Category: 'work',
    });
  },
};

/** Busy. */
export const Busy: Story = { args: { isBusy: true, defaultValues: { Name: 'Home' } } };

/** On a 320 px phone. */
export const Phone: Story = { globals: { viewport: { value: 'phone320' } } };

const CANARY_WHARF: AddressSearchOption = {
  id: 'cw',
  label: '1 Canada Square, London E14 5AB',
  address: {
    Line1: '1 Canada Square',
    Line2: 'London',
    Postcode: 'E14 5AB',
    Latitude: 51.5049,
    Longitude: -0.0195,
    Fulladdress: '1 Canada Square, London E14 5AB',
    PlaceName: 'One Canada Square',
  },
};

/** With the address search: a place needs a chosen result; choosing one fills the lines, postcode and location. */
export const WithSearch: Story = {
  args: { loadAddressOptions: async (text: string) => (/canada/i.test(text) ? [CANARY_WHARF] : []) },
  play: async ({ args }) => {
    const dialog = await findDialog('Add Place');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Office');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(
      within(dialog).getByRole('link', { name: 'Choose an address from the search results' }),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Find address' }), 'Canada');
    await userEvent.click(await within(document.body).findByRole('option', { name: /1 Canada Square/ }));
    await expect(within(dialog).getByRole('textbox', { name: 'Postcode' })).toHaveValue('E14 5AB');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      Name: 'Office',
      Category: 'other',
      ...CANARY_WHARF.address,
    });
  },
};
