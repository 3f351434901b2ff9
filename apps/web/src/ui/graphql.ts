import { graphql } from '../gql';

/** A user as the kit's UserCell shows one (name over email); every list and drawer naming a user selects this. @public (a fragment graphql-codegen reads by name) */
export const USER_REF_FIELDS = graphql(`
  fragment UserRefFields on UserRef {
    _id
    email
    name
    role
  }
`);

/** An entity's state changes (the API answers oldest first), with who made each and who really did under impersonation. */
export const TIMELINE = graphql(`
  query Timeline($entity: String!, $entity_id: ID!) {
    timeline(entity: $entity, entity_id: $entity_id) {
      _id
      from
      to
      transition
      note
      text {
        code
        params
      }
      created_at
      actor {
        ...UserRefFields
      }
      real_actor {
        ...UserRefFields
      }
    }
  }
`);
