import { graphql } from '../../gql';

export const TRANSACTION_FIELDS = graphql(`
  fragment TransactionFields on Transaction {
    _id
    type
    status
    amount
    balance_after
    payment_method
    payment_transaction_info
    order_id
    message
    reason
    created_at
    user {
      _id
      email
      name
      role
    }
  }
`);

export const TRANSACTIONS = graphql(`
  query Transactions($status: String, $type: String, $page: Int) {
    transactions(status: $status, type: $type, page: $page) {
      ...TransactionFields
    }
  }
`);

export const TRANSACTION_COUNTERS = graphql(`
  query TransactionCounters($type: String) {
    transactionCounters(type: $type) {
      all
      pending
      paid
      error
      cancel
    }
    transactionSum(type: $type) {
      topup
      payment
      refund
    }
  }
`);

export const TOPUP_ACCOUNT = graphql(`
  mutation TopupAccount($amount: Flex!, $payment_method: String!, $payment_transaction_info: String!, $message: String) {
    topupAccount(amount: $amount, payment_method: $payment_method, payment_transaction_info: $payment_transaction_info, message: $message) {
      ...TransactionFields
    }
  }
`);

export const MAKE_TRANSACTION = graphql(`
  mutation MakeTransaction($id: ID!, $status: String!, $reason: String) {
    makeTransaction(id: $id, status: $status, reason: $reason) {
      ...TransactionFields
    }
  }
`);
