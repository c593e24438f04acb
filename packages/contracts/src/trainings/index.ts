export * from './api';
export * from './case-work';
export * from './kinds';
export * from './preview';
export * from './routes';
export * from './speaking-routes';
