export * from './errors';
export * from './model';
export * from './validation';
