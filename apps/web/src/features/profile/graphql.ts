import { graphql } from '../../gql';

export const UPDATE_PROFILE = graphql(`
  mutation UpdateProfile($name: String, $phone_number: String, $sale_plan: String, $facebook: String, $skype: String) {
    updateProfile(name: $name, phone_number: $phone_number, sale_plan: $sale_plan, facebook: $facebook, skype: $skype) {
      _id
      name
      phone_number
      sale_plan
      facebook
      skype
    }
  }
`);

export const UPDATE_PASSWORD = graphql(`
  mutation UpdatePassword($password: String, $new_password: String) {
    updateProfile(password: $password, new_password: $new_password) {
      _id
    }
  }
`);

export const SAVE_CUSTOMIZER = graphql(`
  mutation SaveCustomizer($customizer: JSON) {
    updateProfile(customizer: $customizer) {
      _id
      customizer
    }
  }
`);

export const TOGGLE_DESIGN_PRODUCTION = graphql(`
  mutation ToggleDesignProduction($_id: ID!, $is_hide: Boolean!) {
    toggleDesignProduction(_id: $_id, is_hide: $is_hide) {
      _id
      disable_design_production
      hide_production
    }
  }
`);

export const USER_UPDATED = graphql(`
  subscription UserUpdated($_id: ID!) {
    userUpdated(_id: $_id) {
      _id
      identity
      status
      identity_label
      total_credit
      vip
    }
  }
`);
