import { graphql } from '../../gql';

export const USER_FIELDS = graphql(`
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
  }
`);
