/**
 * @cabkit/ui: accessible, themable React components. Each component is also its own subpath
 * (`@cabkit/ui/Button`); JourneyMap is exported only from `@cabkit/ui/JourneyMap` so maps never load by accident.
 */
export * from './theme';
