export * from './kinds';
export * from './routes';
