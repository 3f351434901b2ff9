import { graphql } from '../../gql';
import type { SwitchUserSearchQuery } from '../../gql/graphql';

export const USERS_SEARCH = graphql(`
  query SwitchUserSearch($search: String) {
    users(search: $search) {
      _id
      identity
      identity_label
      email
      name
      role
      status
    }
  }
`);

export const SWITCH_USER = graphql(`
  mutation SwitchUser($_id: ID!) {
    switchUser(_id: $_id) {
      token
      _id
    }
  }
`);

export type UserRow = SwitchUserSearchQuery['users'][number];
