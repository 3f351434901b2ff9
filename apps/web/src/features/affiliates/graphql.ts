import { graphql } from '../../gql';

export const AFFILIATE_FIELDS = graphql(`
  fragment AffiliateFields on Affiliate {
    _id
    code
    commission
    active
    sellers_count
    posted_count
    posted_total
    reversed_count
    reversed_total
    earned
    created_at
    user {
      ...UserRefFields
    }
  }
`);

export const AFFILIATES = graphql(`
  query Affiliates($search: String, $page: Int) {
    affiliates(search: $search, page: $page) {
      ...AffiliateFields
    }
    affiliateCommissionTotals {
      all {
        count
        amount
      }
      posted {
        count
        amount
      }
      reversed {
        count
        amount
      }
    }
  }
`);

export const AFFILIATE = graphql(`
  query Affiliate($_id: ID!) {
    affiliate(_id: $_id) {
      ...AffiliateFields
    }
  }
`);

export const MY_AFFILIATE = graphql(`
  query MyAffiliate {
    myAffiliate {
      ...AffiliateFields
    }
  }
`);

export const AFFILIATE_SELLERS = graphql(`
  query AffiliateSellers($affiliate_id: ID!, $page: Int) {
    affiliateSellers(affiliate_id: $affiliate_id, page: $page) {
      _id
      email
      name
      status
      created_at
    }
  }
`);

export const AFFILIATE_COMMISSIONS = graphql(`
  query AffiliateCommissions($affiliate_id: ID, $status: String, $page: Int) {
    affiliateCommissions(affiliate_id: $affiliate_id, status: $status, page: $page) {
      _id
      order_id
      order_number
      units
      rate
      amount
      status
      posted_at
      reversed_at
      seller {
        ...UserRefFields
      }
    }
  }
`);

export const MAKE_AFFILIATE = graphql(`
  mutation MakeAffiliate($email: String, $code: String!, $commission: Money!, $active: Boolean) {
    makeAffiliate(email: $email, code: $code, commission: $commission, active: $active) {
      ...AffiliateFields
    }
  }
`);

export const UPDATE_AFFILIATE = graphql(`
  mutation UpdateAffiliate($_id: ID!, $code: String, $commission: Money, $active: Boolean) {
    updateAffiliate(_id: $_id, code: $code, commission: $commission, active: $active) {
      ...AffiliateFields
    }
  }
`);

export const SET_USER_AFFILIATE = graphql(`
  mutation SetUserAffiliate($email: String, $affiliate_id: ID) {
    setUserAffiliate(email: $email, affiliate_id: $affiliate_id) {
      _id
    }
  }
`);
