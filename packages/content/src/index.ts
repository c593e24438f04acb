export * from './course-catalogue';
export * from './demo-school';
export * from './language-map';
export * from './logos';
