import { graphql } from '../../gql';

export const API_TOKEN = graphql(`
  query ApiToken {
    apiToken {
      prefix
      created_at
      last_used_at
    }
  }
`);

export const REGENERATE_API_TOKEN = graphql(`
  mutation RegenerateApiToken {
    regenerateApiToken {
      token
      prefix
    }
  }
`);
