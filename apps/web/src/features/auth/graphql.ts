import { graphql } from '../../gql';

/** Who a user is and their standing: what the session and the users list both show. */
export const USER_SUMMARY_FIELDS = graphql(`
  fragment UserSummaryFields on User {
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
  }
`);

export const USER_FIELDS = graphql(`
  fragment SessionUserFields on User {
    ...UserSummaryFields
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
`);

/** One module's access; every document that reads permissions spreads it. */
export const PERMISSION_FIELDS = graphql(`
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
`);

/** The caller's effective permissions alone (re-read when the server says they changed). */
export const USER_PERMISSIONS = graphql(`
  query UserPermissions {
    userPermissions {
      ...PermissionFields
    }
  }
`);

/** The server's word that the caller's permissions changed. */
export const PERMISSIONS_CHANGED = graphql(`
  subscription PermissionsChanged {
    permissionsChanged
  }
`);

/** A manufacture as the session and the shell's sidebar hold it. */
export const SESSION_MANUFACTURE_FIELDS = graphql(`
  fragment SessionManufactureFields on Manufacture {
    _id
    name
    status
    address
    stations {
      cutting
      printing
      sewing
      packing
    }
  }
`);

/** Current user plus the manufactures they work in (spec section 7: cUser plus manufactures). */
export const CURRENT_USER = graphql(`
  query CurrentUser {
    cUser {
      ...SessionUserFields
    }
    userPermissions {
      ...PermissionFields
    }
    manufactures {
      ...SessionManufactureFields
    }
  }
`);
