export * from './api';
export * from './kinds';
export * from './routes';
export * from './speaking-routes';
