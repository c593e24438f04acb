export * from './api';
export * from './kinds';
export * from './preview';
export * from './routes';
export * from './speaking-routes';
