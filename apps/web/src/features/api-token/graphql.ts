import { gql } from '@apollo/client';

export const API_TOKEN = gql`
  query ApiToken {
    apiToken {
      prefix
      created_at
      last_used_at
    }
  }
`;

export const REGENERATE_API_TOKEN = gql`
  mutation RegenerateApiToken {
    regenerateApiToken {
      token
      prefix
    }
  }
`;
