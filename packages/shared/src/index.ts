export * from './validation';
export * from './codes';
