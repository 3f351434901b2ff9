import { graphql } from '../gql';

/** An entity's state changes (the API answers oldest first), with who made each and who really did under impersonation. */
export const TIMELINE = graphql(`
  query Timeline($entity: String!, $entity_id: ID!) {
    timeline(entity: $entity, entity_id: $entity_id) {
      _id
      from
      to
      transition
      note
      created_at
      actor {
        _id
        email
        name
      }
      real_actor {
        _id
        email
        name
      }
    }
  }
`);
