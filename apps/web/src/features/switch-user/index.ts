/** Signing in as another user (super users): the search and the switch. */
export { SWITCH_USER, USERS_SEARCH, type UserRow } from './graphql';
