export * from './classes';
export * from './messages';
export * from './schools';
export * from './users';
