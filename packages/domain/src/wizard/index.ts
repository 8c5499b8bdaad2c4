export * from './account';
export * from './contact';
export * from './navigation';
export * from './templates';
