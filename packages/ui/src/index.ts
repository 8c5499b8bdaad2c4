/**
 * @cabkit/ui: accessible, themable React components. Each component is also its own subpath
 * (`@cabkit/ui/Button`); JourneyMap is exported only from `@cabkit/ui/JourneyMap` so maps never load by accident,
 * and the dialogs only from `@cabkit/ui/dialogs` (their CSS is bundled only by apps that use a dialog).
 */
export * from './AsapLaterSwitch';
export * from './Autocomplete';
export * from './Button';
export * from './CountrySelect';
export * from './DateTimePicker';
export * from './NumberStepper';
export * from './PhoneField';
export * from './Price';
export * from './NativeSelect';
export * from './Select';
export * from './Spinner';
export * from './TextField';
export * from './theme';
export * from './VehicleSelect';
export * from './VehicleCards';
export * from './SegmentedChoice';
export * from './Checkbox';
export * from './Countdown';
export * from './PaymentMethodTiles';
export * from './ProcessingOverlay';
export * from './StepIndicator';
export * from './Tabs';
export * from './Timeline';
export * from './DefinitionList';
export * from './Pagination';
export * from './StatusBadge';
export * from './ActionMenu';
export * from './MoreActions';
export * from './DataTable';
export * from './DateRangeField';
export * from './BrandShell';
export * from './EmptyState';
export * from './LoadError';
export * from './SummaryCards';
export * from './Skeleton';
export * from './PageLayout';
