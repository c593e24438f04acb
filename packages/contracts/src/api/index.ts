export * from './access';
export * from './contract';
