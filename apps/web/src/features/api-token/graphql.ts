import { graphql } from '../../gql';

export const API_TOKEN = graphql(`
  query ApiToken {
    apiToken {
      prefix
      scopes
      created_at
      last_used_at
    }
  }
`);

export const REGENERATE_API_TOKEN = graphql(`
  mutation RegenerateApiToken($scopes: [String!]!) {
    regenerateApiToken(scopes: $scopes) {
      token
      prefix
      scopes
    }
  }
`);
