import { graphql } from '../../gql';

/** A user as the list shows it. */
export const USER_LIST_FIELDS = graphql(`
  fragment UserListFields on User {
    ...UserSummaryFields
    last_login
    created_at
    group {
      _id
      name
    }
  }
`);

/** A user as the edit form reads and saves it. */
export const USER_FULL_FIELDS = graphql(`
  fragment UserFullFields on User {
    _id
    identity
    identity_label
    target
    referent
    email
    role
    groups
    name
    h
    status
    last_login
    created_at
    updated_at
    group {
      _id
      name
    }
    permission {
      ...PermissionFields
    }
    phone_number
    sale_plan
    facebook
    skype
    theme
    sidebarCollapsed
    navbarColor
    navbarType
    footerType
    menuTheme
    hideScrollToTop
    total_credit
    vip
    wholesale_level
    payment_type
    ship_by_seller
    ship_by_onos
    when_tracking_update
    day_update_tracking
    active_tracking_day
    default_carrier
    is_international
    shipping_user {
      _id
      email
      identity_label
    }
    default_shipping_id
    default_shipping_method {
      _id
      name
    }
    enable_non_ship
    addition_shipping_service_price
    addition_base_cost
    active_production_invoice
    current_affiliate_id
    process_without_design
    hold_off
    disable_design_production
    require_inc_active_service
    enable_check_dimension
    active_status
    hubs {
      _id
      name
    }
  }
`);

/** A user as the group panels, pickers and member lists name them. */
export const GROUP_USER_FIELDS = graphql(`
  fragment GroupUserFields on User {
    _id
    email
    name
    identity_label
    role
  }
`);

/** Paged: the page is a variable, so each page has its own cache entry (per-page goes in the header); the total is extensions.total. */
export const USERS = graphql(`
  query Users(
    $identity: String
    $email: String
    $search: String
    $status: String
    $group: String
    $start: String
    $end: String
    $withProduction: Boolean
    $withOrderFulfillment: Boolean
    $withFinance: Boolean
    $sort: String
    $page: Int
  ) {
    users(
      identity: $identity
      email: $email
      search: $search
      status: $status
      group: $group
      start: $start
      end: $end
      withProduction: $withProduction
      withOrderFulfillment: $withOrderFulfillment
      withFinance: $withFinance
      sort: $sort
      page: $page
    ) {
      ...UserListFields
    }
  }
`);

export const USERS_STATUS_COUNTS = graphql(`
  query UsersStatusCounts(
    $identity: String
    $email: String
    $search: String
    $group: String
    $start: String
    $end: String
    $withProduction: Boolean
    $withOrderFulfillment: Boolean
    $withFinance: Boolean
  ) {
    usersStatusCounts(
      identity: $identity
      email: $email
      search: $search
      group: $group
      start: $start
      end: $end
      withProduction: $withProduction
      withOrderFulfillment: $withOrderFulfillment
      withFinance: $withFinance
    ) {
      status
      count
    }
  }
`);

export const GET_USER = graphql(`
  query GetUserById($_id: ID!) {
    getUserById(_id: $_id) {
      ...UserFullFields
    }
  }
`);

export const MAKE_USER = graphql(`
  mutation MakeUser($id: ID, $params: MakeUserParams!) {
    makeUser(id: $id, params: $params) {
      ...UserFullFields
    }
  }
`);

/** The list's bulk change: one status for every selected user, all or nothing. */
export const SET_USERS_STATUS = graphql(`
  mutation SetUsersStatus($ids: [ID!]!, $status: String!) {
    setUsersStatus(ids: $ids, status: $status)
  }
`);

export const DELETE_USER = graphql(`
  mutation DeleteById($_id: ID!) {
    deleteById(_id: $_id)
  }
`);

export const MANUFACTURES = graphql(`
  query AdminManufactures {
    manufactures {
      _id
      name
      status
    }
  }
`);

export const USER_GROUP_FIELDS = graphql(`
  fragment UserGroupFields on UserGroup {
    _id
    name
    status
    role
    parent_id
    is_default
    created_at
    updated_at
    permission {
      ...PermissionFields
    }
  }
`);

/** Paged by the page variable (per-page in the header); the total is extensions.total. */
export const USER_GROUPS = graphql(`
  query UserGroups($name: String, $status: String, $page: Int) {
    usergroups(name: $name, status: $status, page: $page) {
      ...UserGroupFields
    }
  }
`);

export const ALL_USER_GROUPS = graphql(`
  query AllUserGroups {
    usergroups(get_all: true) {
      _id
      name
      status
    }
  }
`);

export const USER_GROUPS_BY_ID = graphql(`
  query UserGroupsAll {
    usergroups(get_all: true) {
      ...UserGroupFields
    }
  }
`);

export const MAKE_USER_GROUP = graphql(`
  mutation MakeUserGroup($id: ID, $params: MakeUserGroupParams!) {
    makeUserGroup(id: $id, params: $params) {
      ...UserGroupFields
    }
  }
`);

export const TRASH_USER_GROUP = graphql(`
  mutation TrashUserGroup($delete_ids: [ID!]!) {
    trashUserGroup(delete_ids: $delete_ids)
  }
`);

export const DEFAULT_PERMISSIONS = graphql(`
  query GetDefaultPermissions($role: String) {
    getDefaultPermissions(role: $role) {
      ...PermissionFields
    }
  }
`);

/** Users in no group, paged by the page variable (per-page in the header); the total is extensions.total (and `count`). */
export const USERS_NONE_GROUP = graphql(`
  query UsersNoneGroup($search: String, $group_id: ID, $page: Int) {
    usersNoneGroup(search: $search, group_id: $group_id, page: $page) {
      count
      users {
        ...GroupUserFields
      }
    }
  }
`);

export const GROUP_MEMBERS = graphql(`
  query GroupMembers($group: String, $search: String, $page: Int) {
    users(group: $group, search: $search, sort: "name:asc", page: $page) {
      ...GroupUserFields
    }
  }
`);

export const SET_USER_GROUP = graphql(`
  mutation SetUserGroup($id: ID, $params: MakeUserParams!) {
    makeUser(id: $id, params: $params) {
      _id
      group {
        _id
        name
      }
    }
  }
`);

export const MERCHANT_GROUP_FIELDS = graphql(`
  fragment MerchantGroupFields on MerchantGroup {
    _id
    name
    created_at
    updated_at
    merchants {
      _id
      identity_label
      email
    }
  }
`);

/** Paged by the page variable (per-page in the header); the total is extensions.total. */
export const MERCHANT_GROUPS = graphql(`
  query MerchantGroups($name: String, $page: Int) {
    merchantGroups(name: $name, page: $page) {
      ...MerchantGroupFields
    }
  }
`);

export const MERCHANT_GROUP = graphql(`
  query MerchantGroup($_id: ID!) {
    merchantGroup(_id: $_id) {
      ...MerchantGroupFields
    }
  }
`);

export const SAVE_MERCHANT_GROUP = graphql(`
  mutation SaveMerchantGroup($input: MerchantGroupInput!) {
    saveMerchantGroup(input: $input) {
      ...MerchantGroupFields
    }
  }
`);

export const DELETE_MERCHANT_GROUP = graphql(`
  mutation DeleteMerchantGroup($_id: ID!) {
    deleteMerchantGroup(_id: $_id)
  }
`);

export const USER_SEARCH = graphql(`
  query UserSearch($search: String, $group: String) {
    users(search: $search, group: $group, perPage: 20) {
      _id
      identity_label
      email
    }
  }
`);

export const ALIAS_MENTION_FIELDS = graphql(`
  fragment AliasMentionFields on AliasMention {
    id
    username
    first_name
    last_name
  }
`);

export const NOTIFICATION_SETTINGS_FIELDS = graphql(`
  fragment NotificationSettingsFields on UserNotificationSettings {
    _id
    user_id
    type
    status
    mentions
    url
    subject
    updated_at
    alias_mentions {
      ...AliasMentionFields
    }
    group {
      id
      title
    }
    events {
      id
      name
      mentions
      status
      url
      group {
        id
        title
      }
      alias_mentions {
        ...AliasMentionFields
      }
      times {
        hour
        minute
      }
    }
  }
`);

export const USER_NOTIFICATION = graphql(`
  query UserNotification($type: String!, $user_id: ID) {
    userNotification(type: $type, user_id: $user_id) {
      ...NotificationSettingsFields
    }
  }
`);

export const MAKE_USER_NOTIFICATION = graphql(`
  mutation MakeUserNotification(
    $_id: ID
    $user_id: ID
    $type: String!
    $status: String
    $mentions: [String!]
    $url: String
    $subject: String
    $alias_mentions: [AliasMentionInput!]
    $group: NotificationGroupInput
    $events: [NotificationEventInput!]
  ) {
    makeUserNotification(
      _id: $_id
      user_id: $user_id
      type: $type
      status: $status
      mentions: $mentions
      url: $url
      subject: $subject
      alias_mentions: $alias_mentions
      group: $group
      events: $events
    ) {
      ...NotificationSettingsFields
    }
  }
`);

/** Sign-up invitations for sellers (registration by invitation): the pending ones, a new one, a withdrawal. */
export const INVITATIONS = graphql(`
  query Invitations {
    invitations {
      _id
      email
      created_at
      expires_at
    }
  }
`);

export const CREATE_INVITATION = graphql(`
  mutation CreateInvitation($email: String, $days: Int) {
    createInvitation(email: $email, days: $days) {
      _id
      path
      expires_at
    }
  }
`);

export const REVOKE_INVITATION = graphql(`
  mutation RevokeInvitation($id: ID!) {
    revokeInvitation(_id: $id)
  }
`);
