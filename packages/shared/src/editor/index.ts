export * from './types';
export * from './defaults';
export * from './normalize';
export * from './transform';
