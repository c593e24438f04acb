export * from './answer';
export * from './answered';
export * from './codes';
export * from './content';
export * from './markup';
export * from './positive-integer';
export * from './registry';
export * from './scoring-rules';
