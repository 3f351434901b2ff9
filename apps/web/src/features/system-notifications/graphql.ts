import { graphql } from '../../gql';

export const SYSTEM_NOTIFICATIONS = graphql(`
  query SystemNotifications($status: String, $page: Int) {
    systemNotifications(status: $status, page: $page) {
      _id
      subject
      content
      audience
      roles
      merchant_group_name
      important
      publish_at
      expires_at
      delivered_at
      status
      recipients
      reads
      image_thumbnail
      image_url
    }
  }
`);

export const SYSTEM_NOTIFICATION_COUNTERS = graphql(`
  query SystemNotificationCounters {
    systemNotificationCounters {
      all
      scheduled
      published
      expired
      trashed
    }
  }
`);

export const MAKE_SYSTEM_NOTIFICATION = graphql(`
  mutation MakeSystemNotification(
    $subject: String!
    $content: String!
    $image_id: ID
    $audience: String!
    $roles: [String!]
    $merchant_group_id: ID
    $publish_at: String
    $expires_at: String
    $important: Boolean
  ) {
    makeSystemNotification(
      subject: $subject
      content: $content
      image_id: $image_id
      audience: $audience
      roles: $roles
      merchant_group_id: $merchant_group_id
      publish_at: $publish_at
      expires_at: $expires_at
      important: $important
    ) {
      _id
      status
    }
  }
`);

export const TRASH_SYSTEM_NOTIFICATION = graphql(`
  mutation TrashSystemNotification($id: ID!) {
    trashSystemNotification(_id: $id) {
      _id
    }
  }
`);

export const ANNOUNCEMENT_GROUPS = graphql(`
  query AnnouncementMerchantGroups {
    merchantGroups(perPage: 200) {
      _id
      name
    }
  }
`);
