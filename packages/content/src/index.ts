export * from './course-catalogue';
export * from './course-outlines';
export * from './demo-history';
export * from './demo-school';
export * from './knowledge-graphs';
export * from './language-map';
export * from './logos';
export * from './trainings';
