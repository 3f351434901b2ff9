import { gql } from '@apollo/client';

export const USER_LIST_FIELDS = `
  _id identity identity_label email name role groups status last_login created_at total_credit vip
  group { _id name }
`;

/** Paged with page / per-page headers; the total comes back in x-total (see api.ts). */
export const USERS = `query Users($identity: String, $email: String, $search: String, $status: String, $group: String, $start: String, $end: String, $withProduction: Boolean, $withOrderFulfillment: Boolean, $withFinance: Boolean, $sort: String) {
  users(identity: $identity, email: $email, search: $search, status: $status, group: $group, start: $start, end: $end, withProduction: $withProduction, withOrderFulfillment: $withOrderFulfillment, withFinance: $withFinance, sort: $sort) { ${USER_LIST_FIELDS} }
}`;

export const USERS_STATUS_COUNTS = gql`
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
`;

const PERMISSION = `permission { module title access { view add update delete } }`;

export const USER_FULL_FIELDS = `
  _id identity identity_label target referent email role groups name h status last_login created_at updated_at
  group { _id name } ${PERMISSION}
  phone_number sale_plan facebook skype
  theme sidebarCollapsed navbarColor navbarType footerType menuTheme hideScrollToTop
  total_credit vip wholesale_level payment_type
  ship_by_seller ship_by_onos when_tracking_update day_update_tracking active_tracking_day default_carrier is_international
  shipping_user { _id email identity_label } default_shipping_id default_shipping_method { _id name }
  enable_non_ship addition_shipping_service_price addition_base_cost
  active_production_invoice current_affiliate_id process_without_design hold_off disable_design_production require_inc_active_service enable_check_dimension
  active_status hubs { _id name }
`;

export const GET_USER = gql`
  query GetUserById($_id: ID!) {
    getUserById(_id: $_id) { ${USER_FULL_FIELDS} }
  }
`;

export const MAKE_USER = gql`
  mutation MakeUser($id: ID, $params: MakeUserParams!) {
    makeUser(id: $id, params: $params) { ${USER_FULL_FIELDS} }
  }
`;

/** The list's bulk change: one status for every selected user, all or nothing. */
export const SET_USERS_STATUS = gql`
  mutation SetUsersStatus($ids: [ID!]!, $status: String!) {
    setUsersStatus(ids: $ids, status: $status)
  }
`;

export const DELETE_USER = gql`
  mutation DeleteById($_id: ID!) {
    deleteById(_id: $_id)
  }
`;

export const MANUFACTURES = gql`
  query AdminManufactures {
    manufactures {
      _id
      name
      status
    }
  }
`;

export const USER_GROUP_FIELDS = `_id name status role parent_id is_default created_at updated_at ${PERMISSION}`;

export const USER_GROUPS = `query UserGroups($name: String, $status: String) {
  usergroups(name: $name, status: $status) { ${USER_GROUP_FIELDS} }
}`;

export const ALL_USER_GROUPS = gql`
  query AllUserGroups {
    usergroups(get_all: true) {
      _id
      name
      status
    }
  }
`;

export const USER_GROUPS_BY_ID = gql`
  query UserGroupsAll {
    usergroups(get_all: true) { ${USER_GROUP_FIELDS} }
  }
`;

export const MAKE_USER_GROUP = gql`
  mutation MakeUserGroup($id: ID, $params: MakeUserGroupParams!) {
    makeUserGroup(id: $id, params: $params) { ${USER_GROUP_FIELDS} }
  }
`;

export const TRASH_USER_GROUP = gql`
  mutation TrashUserGroup($delete_ids: [ID!]!) {
    trashUserGroup(delete_ids: $delete_ids)
  }
`;

export const DEFAULT_PERMISSIONS = gql`
  query GetDefaultPermissions($role: String) {
    getDefaultPermissions(role: $role) {
      module
      title
      access {
        view
        add
        update
        delete
      }
    }
  }
`;

/** Paged with page / per-page headers; the totals come back in x-total. */
export const USERS_NONE_GROUP = `query UsersNoneGroup($search: String, $group_id: ID) {
  usersNoneGroup(search: $search, group_id: $group_id) {
    count
    users { _id email name identity_label role }
  }
}`;

export const GROUP_MEMBERS = `query GroupMembers($group: String, $search: String) {
  users(group: $group, search: $search, sort: "name:asc") { _id email name identity_label role }
}`;

export const SET_USER_GROUP = gql`
  mutation SetUserGroup($id: ID, $params: MakeUserParams!) {
    makeUser(id: $id, params: $params) {
      _id
      group {
        _id
        name
      }
    }
  }
`;

export const MERCHANT_GROUPS = `query MerchantGroups($name: String) {
  merchantGroups(name: $name) { _id name created_at updated_at merchants { _id identity_label email } }
}`;

export const MERCHANT_GROUP = gql`
  query MerchantGroup($_id: ID!) {
    merchantGroup(_id: $_id) {
      _id
      name
      merchants {
        _id
        identity_label
        email
      }
    }
  }
`;

export const SAVE_MERCHANT_GROUP = gql`
  mutation SaveMerchantGroup($input: MerchantGroupInput!) {
    saveMerchantGroup(input: $input) {
      _id
      name
      merchants {
        _id
        identity_label
        email
      }
    }
  }
`;

export const DELETE_MERCHANT_GROUP = gql`
  mutation DeleteMerchantGroup($_id: ID!) {
    deleteMerchantGroup(_id: $_id)
  }
`;

export const USER_SEARCH = gql`
  query UserSearch($search: String, $group: String) {
    users(search: $search, group: $group, perPage: 20) {
      _id
      identity_label
      email
    }
  }
`;

const NOTIFICATION_FIELDS = `_id user_id type status mentions url subject updated_at
  alias_mentions { id username first_name last_name }
  group { id title }
  events { id name mentions status url group { id title } alias_mentions { id username first_name last_name } times { hour minute } }`;

export const USER_NOTIFICATION = gql`
  query UserNotification($type: String!, $user_id: ID) {
    userNotification(type: $type, user_id: $user_id) { ${NOTIFICATION_FIELDS} }
  }
`;

export const MAKE_USER_NOTIFICATION = gql`
  mutation MakeUserNotification($_id: ID, $user_id: ID, $type: String!, $status: String, $mentions: [String!], $url: String, $subject: String, $alias_mentions: [AliasMentionInput!], $group: NotificationGroupInput, $events: [NotificationEventInput!]) {
    makeUserNotification(_id: $_id, user_id: $user_id, type: $type, status: $status, mentions: $mentions, url: $url, subject: $subject, alias_mentions: $alias_mentions, group: $group, events: $events) { ${NOTIFICATION_FIELDS} }
  }
`;
