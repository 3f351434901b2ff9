import { graphql } from '../../gql';
import type { NotificationItemFieldsFragment } from '../../gql/graphql';

export const NOTIFICATION_ITEM_FIELDS = graphql(`
  fragment NotificationItemFields on Notification {
    _id
    type
    code
    subject
    content
    image
    created_at
    status
    referent
  }
`);

/** Paged by the page variable (per-page in the header); the bell loads page after page until one comes back empty. */
export const NOTIFICATIONS = graphql(`
  query Notifications($status: String, $page: Int) {
    notifications(status: $status, page: $page) {
      ...NotificationItemFields
    }
  }
`);

export const NOTIFICATIONS_COUNT = graphql(`
  query NotificationsCount($status: String) {
    notificationsCount(status: $status)
  }
`);

export const NOTIFICATION_MAKE = graphql(`
  mutation NotificationMake($ids: [ID!]!, $status: String!) {
    notificationMake(ids: $ids, status: $status)
  }
`);

export const NOTIFICATION_READ_ALL = graphql(`
  mutation NotificationReadAll {
    notificationReadAll
  }
`);

export const NOTIFICATION_ADDED = graphql(`
  subscription NotificationAdded {
    notificationAdded {
      ...NotificationItemFields
    }
  }
`);

export type NotificationItem = NotificationItemFieldsFragment;
