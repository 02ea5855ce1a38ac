export * from './validation';
export * from './codes';
export * from './membership-actions';
export * from './membership-rules';
export * from './japan-time';
export * from './admin-address';
