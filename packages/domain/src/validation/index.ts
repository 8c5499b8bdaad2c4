export * from './address';
export * from './fields';
export * from './forms';
export * from './steppers';
export * from './types';
export * from './booking';
export * from './email-identity';
export * from './date-range';
