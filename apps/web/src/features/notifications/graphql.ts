import { gql } from '@apollo/client';

const FIELDS = `
  _id
  type
  code
  subject
  content
  image
  created_at
  status
  referent
`;

export const NOTIFICATIONS = gql`
  query Notifications($status: String) {
    notifications(status: $status) {
      ${FIELDS}
    }
  }
`;

export const NOTIFICATIONS_COUNT = gql`
  query NotificationsCount($status: String) {
    notificationsCount(status: $status)
  }
`;

export const NOTIFICATION_MAKE = gql`
  mutation NotificationMake($ids: [ID!]!, $status: String!) {
    notificationMake(ids: $ids, status: $status)
  }
`;

export const NOTIFICATION_READ_ALL = gql`
  mutation NotificationReadAll {
    notificationReadAll
  }
`;

export const NOTIFICATION_ADDED = gql`
  subscription NotificationAdded {
    notificationAdded {
      ${FIELDS}
    }
  }
`;

export interface NotificationItem {
  _id: string;
  type: string;
  code?: string | null;
  subject?: string | null;
  content?: string | null;
  image?: string | null;
  created_at: number;
  status: string;
  referent?: string | null;
}
