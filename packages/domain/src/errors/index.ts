export * from './messages';
export * from './responses';
