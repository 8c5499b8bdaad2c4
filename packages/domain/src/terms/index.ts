export * from './access';
export * from './terms';
