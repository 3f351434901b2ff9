/** Rules are used as `rule.email()`, `rule.text(200)`; the helpers around them and the per-mutation schemas are top level. */
export * as rule from './rules';
export { checkInput, ID_PATTERN, inputErrors, isOneOf, listWords, passwordProblem, type InputErrors, type InputResult, type InputSchema } from './checks';
export { z } from './rules';
export * from './groups';
export * from './files';
export * from './fonts';
export * from './imports';
export * from './auth';
export * from './customizer';
export * from './profile';
export * from './users';
export * from './notifications';
export * from './editor';
export * from './catalogue';
export * from './logistics';
export * from './billing';
export * from './orders';
export * from './designs';
