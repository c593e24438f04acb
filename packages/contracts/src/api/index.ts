export * from './access';
export * from './contract';
export * from './describe';
