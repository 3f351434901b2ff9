import { gql } from '@apollo/client';

export const USER_FIELDS = gql`
  fragment SessionUserFields on User {
    _id
    identity
    identity_label
    email
    name
    role
    groups
    status
    total_credit
    vip
    wholesale_level
    hold_off
    hide_production
    disable_design_production
    active_status
    customizer
    phone_number
    sale_plan
    facebook
    skype
  }
`;

export const PERMISSION_FIELDS = gql`
  fragment PermissionFields on ModulePermissionModel {
    module
    title
    access {
      view
      add
      update
      delete
    }
  }
`;

/** The caller's effective permissions alone (re-read when the server says they changed). */
export const USER_PERMISSIONS = gql`
  query UserPermissions {
    userPermissions {
      ...PermissionFields
    }
  }
  ${PERMISSION_FIELDS}
`;

/** The server's word that the caller's permissions changed. */
export const PERMISSIONS_CHANGED = gql`
  subscription PermissionsChanged {
    permissionsChanged
  }
`;

/** Current user plus the manufactures they work in (spec section 7: cUser plus manufactures). */
export const CURRENT_USER = gql`
  query CurrentUser {
    cUser {
      ...SessionUserFields
    }
    userPermissions {
      ...PermissionFields
    }
    manufactures {
      _id
      name
      status
      address
    }
  }
  ${USER_FIELDS}
  ${PERMISSION_FIELDS}
`;
