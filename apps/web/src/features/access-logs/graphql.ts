import { graphql } from '../../gql';

export const TOKEN_ACCESS_LOGS = graphql(`
  query TokenAccessLogs($user_id: ID, $token: String, $operation: String, $outcome: String, $ip: String, $start: String, $end: String, $page: Int) {
    tokenAccessLogs(user_id: $user_id, token: $token, operation: $operation, outcome: $outcome, ip: $ip, start: $start, end: $end, page: $page) {
      _id
      user {
        ...UserRefFields
      }
      token_prefix
      operation
      ip
      outcome
      created_at
    }
  }
`);

export const BLOCKED_LOGS = graphql(`
  query BlockedLogs($email: String, $ip: String, $reason: String, $start: String, $end: String, $page: Int) {
    blockedLogs(email: $email, ip: $ip, reason: $reason, start: $start, end: $end, page: $page) {
      _id
      email
      ip
      reason
      created_at
    }
  }
`);

export const UNBLOCK = graphql(`
  mutation Unblock($email: String, $ip: String) {
    unblock(email: $email, ip: $ip) {
      cleared
    }
  }
`);
