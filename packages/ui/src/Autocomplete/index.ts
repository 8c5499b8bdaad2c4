export { Autocomplete, type AutocompleteOption, type AutocompleteProps, groupOptions } from './Autocomplete';
