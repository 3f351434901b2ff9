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

/** Current user plus the manufactures they work in (spec section 7: cUser plus manufactures). */
export const CURRENT_USER = gql`
  query CurrentUser {
    cUser {
      ...SessionUserFields
    }
    userPermissions {
      module
      title
      access {
        view
        add
        update
        delete
      }
    }
    manufactures {
      _id
      name
      status
      address
    }
  }
  ${USER_FIELDS}
`;
