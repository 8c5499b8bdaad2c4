export * from './constants';
export * from './entities';
