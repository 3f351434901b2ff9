import { graphql } from '../../gql';

export const WEBHOOK_ENDPOINT_FIELDS = graphql(`
  fragment WebhookEndpointFields on WebhookEndpoint {
    _id
    url
    description
    events
    secret_hint
    enabled
    consecutive_failures
    disabled_reason
    last_delivery_at
    last_response_code
    created_at
  }
`);

export const WEBHOOK_ENDPOINTS = graphql(`
  query WebhookEndpoints {
    webhookEndpoints {
      ...WebhookEndpointFields
    }
  }
`);

export const MAKE_WEBHOOK_ENDPOINT = graphql(`
  mutation MakeWebhookEndpoint($_id: ID, $url: String!, $events: [String!]!, $description: String, $enabled: Boolean, $rotate_secret: Boolean) {
    makeWebhookEndpoint(_id: $_id, url: $url, events: $events, description: $description, enabled: $enabled, rotate_secret: $rotate_secret) {
      ...WebhookEndpointFields
      secret
    }
  }
`);

export const TRASH_WEBHOOK_ENDPOINT = graphql(`
  mutation TrashWebhookEndpoint($ids: [ID!]!) {
    trashWebhookEndpoint(ids: $ids)
  }
`);

export const WEBHOOK_DELIVERY_FIELDS = graphql(`
  fragment WebhookDeliveryFields on WebhookDelivery {
    _id
    kind
    endpoint_id
    event
    url
    status
    attempt
    response_code
    response_excerpt
    error
    duration_ms
    next_attempt_at
    delivered_at
    replay_of
    created_at
    payload
    attempts {
      at
      response_code
      error
      duration_ms
    }
  }
`);

export const WEBHOOK_DELIVERIES = graphql(`
  query WebhookDeliveries($endpoint_id: ID, $status: String, $page: Int) {
    webhookDeliveries(endpoint_id: $endpoint_id, status: $status, page: $page) {
      ...WebhookDeliveryFields
    }
  }
`);

export const WEBHOOK_DELIVERY_COUNTERS = graphql(`
  query WebhookDeliveryCounters($endpoint_id: ID) {
    webhookDeliveryCounters(endpoint_id: $endpoint_id) {
      all
      pending
      sending
      retrying
      succeeded
      failed
    }
  }
`);

export const REPLAY_WEBHOOK_DELIVERY = graphql(`
  mutation ReplayWebhookDelivery($_id: ID!) {
    replayWebhookDelivery(_id: $_id) {
      ...WebhookDeliveryFields
    }
  }
`);

export const APP_CONFIG = graphql(`
  query AppConfig($filter: String) {
    appConfig(filter: $filter) {
      _id
      user_id
      type
      status
      url
      subject
      mentions
      group {
        id
        title
      }
      events {
        id
        name
        status
        url
        mentions
        times {
          hour
          minute
        }
      }
      updated_at
    }
  }
`);

export const SET_APP_CONFIG = graphql(`
  mutation SetAppConfig(
    $type: String!
    $user_id: ID
    $status: String
    $url: String
    $subject: String
    $mentions: [String!]
    $events: [NotificationEventInput!]
  ) {
    setAppConfig(type: $type, user_id: $user_id, status: $status, url: $url, subject: $subject, mentions: $mentions, events: $events) {
      _id
    }
  }
`);

export const INTEGRATION_STORES = graphql(`
  query IntegrationStores($page: Int) {
    integrationStores(page: $page) {
      _id
      name
      platform
      domain
      seller_id
      status
      token_prefix
      token_created_at
      token_last_used_at
      webhook
      webhook_path
    }
  }
`);
