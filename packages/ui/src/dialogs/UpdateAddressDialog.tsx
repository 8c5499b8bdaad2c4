import { toResult, validatePostcode, validateText } from '@cabkit/domain';
import { Autocomplete, type AutocompleteOption } from '../Autocomplete/Autocomplete';
import { Select } from '../Select/Select';
import { PostcodeField } from '../TextField/fields';
import { TextField } from '../TextField/TextField';
import { DialogForm, FormActions, formDialog } from './Dialog';
import * as styles from './Dialog.css';
import { ErrorSummary } from './ErrorSummary';
import { useDialogForm } from './useDialogForm';
import type { FormDialogProps } from './dialogProps';

/** Values of an address-book entry (POST/PUT /api/addressbook: name, line1, line2, postcode, category). */
export interface UpdateAddressValues {
  /** Name of the place (e.g. "Home", "Mum's"). */
  Name: string;
  /** First address line. */
  Line1: string;
  /** Second address line (optional). */
  Line2: string;
  /** Postcode. */
  Postcode: string;
  /** home, work or other. */
  Category: 'home' | 'work' | 'other';
  /** Where the place is (set by choosing a search result). */
  Latitude?: number;
  /** Where the place is (set by choosing a search result). */
  Longitude?: number;
  /** The full address of the chosen search result. */
  Fulladdress?: string;
  /** The place name of the chosen search result (e.g. a station or a building). */
  PlaceName?: string;
}

/** A search result the dialog can fill the address from (the same search as the booking's address fields). */
export interface AddressSearchOption extends AutocompleteOption {
  /** The address the result stands for. */
  address: Pick<
    UpdateAddressValues,
    'Line1' | 'Line2' | 'Postcode' | 'Latitude' | 'Longitude' | 'Fulladdress' | 'PlaceName'
  >;
}

/** Label of the address search, also the '{title}' of its message. */
export const ADDRESS_SEARCH_LABEL = 'Find address';
/** Message when an address search is offered but no result was chosen (the place would have no location). */
export const ADDRESS_SEARCH_REQUIRED = 'Choose an address from the search results';

/** What the address dialog says, so an app words it in its reader's language. */
interface UpdateAddressDialogWords {
  addTitle: string;
  editTitle: string;
  name: string;
  /** The address search's label (its message's '{title}' stays `ADDRESS_SEARCH_LABEL`). */
  search: string;
  searchPlaceholder: string;
  /** Under the search once a result is chosen. */
  chosen: (address: string) => string;
  addressLine1: string;
  addressLine2: string;
  postcode: string;
  type: string;
  home: string;
  work: string;
  other: string;
  save: string;
}

const englishWords: UpdateAddressDialogWords = {
  addTitle: 'Add Place',
  editTitle: 'Edit Place',
  name: 'Name',
  search: ADDRESS_SEARCH_LABEL,
  searchPlaceholder: 'Start typing an address, place or postcode',
  chosen: (address) => `Chosen: ${address}`,
  addressLine1: 'Address line 1',
  addressLine2: 'Address line 2',
  postcode: 'Postcode',
  type: 'Type',
  home: 'Home',
  work: 'Work',
  other: 'Other',
  save: 'Save',
};

/** Props of `UpdateAddressDialog`. */
export interface UpdateAddressDialogProps extends FormDialogProps<UpdateAddressValues> {
  /** Starting values (editing an existing place); empty for a new one. */
  defaultValues?: Partial<UpdateAddressValues>;
  /**
   * Searches addresses for the typed text (at least 2 characters). When given, the dialog starts with a
   * "Find address" search whose chosen result fills the address lines, postcode and location; a place then needs
   * a chosen result (its location), as the booking's address fields do.
   */
  loadAddressOptions?: (text: string) => Promise<readonly AddressSearchOption[]>;
  /** What the dialog says, in the reader's language (each word left out stays en-GB). */
  words?: Partial<UpdateAddressDialogWords>;
}

/**
 * Validates an address-book entry: name, address line 1 and postcode required; line 2 optional (docs/behaviour/journey.md#addresses); with
 * `needsLocation`, a chosen search result (latitude and longitude) too.
 */
export function validateAddressEntry(values: UpdateAddressValues, needsLocation = false) {
  const located = typeof values.Latitude === 'number' && typeof values.Longitude === 'number';
  return toResult([
    ['Search', needsLocation && !located ? ADDRESS_SEARCH_REQUIRED : undefined],
    ['Name', validateText(values.Name, 'Name')],
    ['Line1', validateText(values.Line1, 'Address line 1')],
    ['Line2', validateText(values.Line2, 'Address line 2', { required: false })],
    ['Postcode', validatePostcode(values.Postcode, 'Postcode')],
  ]);
}

function UpdateAddressForm({
  onSubmit,
  onOpenChange,
  defaultValues,
  isBusy,
  errors,
  formError,
  loadAddressOptions,
  words,
}: UpdateAddressDialogProps) {
  const w = { ...englishWords, ...words };
  const categories = [
    { id: 'home', label: w.home },
    { id: 'work', label: w.work },
    { id: 'other', label: w.other },
  ];
  const needsLocation = Boolean(loadAddressOptions);
  const form = useDialogForm<UpdateAddressValues>({
    initialValues: { Name: '', Line1: '', Line2: '', Postcode: '', Category: 'other', ...defaultValues },
    validate: (values) => validateAddressEntry(values, needsLocation),
    onSubmit,
    isBusy,
    errors,
    formError,
  });
  const field = (name: 'Name' | 'Line1' | 'Line2' | 'Postcode') => form.fieldProps(name);
  return (
    <DialogForm onSubmit={form.submit}>
      <ErrorSummary errors={form.summary} focusKey={form.attempt} />
      <TextField label={w.name} autoFocus {...field('Name')} />
      {loadAddressOptions && (
        <div data-field="Search">
          <Autocomplete<AddressSearchOption>
            label={w.search}
            name="Search"
            minChars={2}
            loadOptions={loadAddressOptions}
            placeholder={w.searchPlaceholder}
            description={form.values.Fulladdress ? w.chosen(form.values.Fulladdress) : undefined}
            errorMessage={form.errorFor('Search')}
            onChange={(chosen) => {
              if (chosen) form.setValues({ ...chosen.address, Line2: chosen.address.Line2 ?? '' });
            }}
          />
        </div>
      )}
      <TextField label={w.addressLine1} autoComplete="address-line1" {...field('Line1')} />
      <TextField label={w.addressLine2} autoComplete="address-line2" isRequired={false} {...field('Line2')} />
      <div className={styles.row}>
        <PostcodeField label={w.postcode} {...field('Postcode')} />
        <Select
          label={w.type}
          name="Category"
          items={categories}
          value={form.values.Category}
          onChange={(id) => form.setValue('Category', (id ?? 'other') as UpdateAddressValues['Category'])}
        />
      </div>
      <FormActions busy={form.busy} submitLabel={w.save} onCancel={() => onOpenChange(false)} />
    </DialogForm>
  );
}

/** Update address (docs/behaviour/account.md#places, My Places): name, address lines, postcode and type (home, work, other). */
export const UpdateAddressDialog = formDialog(
  UpdateAddressForm,
  (_, props) => {
    const w = { ...englishWords, ...props.words };
    return props.defaultValues?.Name ? w.editTitle : w.addTitle;
  },
  { name: 'UpdateAddressDialog' },
);
