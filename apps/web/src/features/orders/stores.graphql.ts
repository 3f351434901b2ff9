import { graphql } from '../../gql';
/** The stores screens' documents (kept out of the orders list's first load). */

/** @public: a fragment graphql-codegen reads by name. */
export const STORE_FIELDS = graphql(`
  fragment StoreFields on Store {
    _id
    name
    platform
    domain
    status
    order_count
    token_prefix
    token_last_used_at
    has_webhook_secret
    created_at
    seller {
      ...UserRefFields
    }
  }
`);

export const STORES = graphql(`
  query Stores($status: String, $name: String, $page: Int) {
    stores(status: $status, name: $name, page: $page) {
      ...StoreFields
    }
    storeCounter(name: $name) {
      all
      active
      trash
    }
  }
`);

export const MAKE_STORE = graphql(`
  mutation MakeStore($input: MakeStoreInput!) {
    makeStore(input: $input) {
      ...StoreFields
    }
  }
`);

export const TRASH_STORE = graphql(`
  mutation TrashStore($ids: [ID!]!) {
    trashStore(ids: $ids)
  }
`);

export const ROTATE_STORE_TOKEN = graphql(`
  mutation RotateStoreToken($store_id: ID!) {
    rotateStoreToken(store_id: $store_id) {
      token
      prefix
    }
  }
`);

export const REVOKE_STORE_TOKEN = graphql(`
  mutation RevokeStoreToken($store_id: ID!) {
    revokeStoreToken(store_id: $store_id) {
      ...StoreFields
    }
  }
`);
