export * from './classes';
export * from './courses';
export * from './messages';
export * from './online-lessons';
export * from './schools';
export * from './tasks';
export * from './users';
