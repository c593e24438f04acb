export * from './sha256';
export * from './shuffle';
export * from './types';
