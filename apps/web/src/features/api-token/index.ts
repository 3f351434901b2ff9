/** The caller's API token: read and regenerate. */
export { API_TOKEN, REGENERATE_API_TOKEN } from './graphql';
