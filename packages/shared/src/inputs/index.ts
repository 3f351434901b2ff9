/** Rules are used as `rule.email()`, `rule.text(200)`; the helpers around them are top level. */
export * as rule from './rules';
export { checkInput, inputErrors, isOneOf, listWords, passwordProblem, z, type InputErrors, type InputResult, type InputSchema } from './rules';
