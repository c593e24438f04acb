export * from './assistant';
export * from './classes';
export * from './courses';
export * from './messages';
export * from './schools';
export * from './trainings';
export * from './users';
