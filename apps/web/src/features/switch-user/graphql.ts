import { gql } from '@apollo/client';

export const USERS_SEARCH = gql`
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
`;

export const SWITCH_USER = gql`
  mutation SwitchUser($_id: ID!) {
    switchUser(_id: $_id) {
      token
      _id
    }
  }
`;

export interface UserRow {
  _id: string;
  identity?: string | null;
  identity_label?: string | null;
  email: string;
  name?: string | null;
  role?: string | null;
  status?: string | null;
}
