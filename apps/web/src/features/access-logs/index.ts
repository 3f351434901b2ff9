/** API Logs (/token-access-logs) and Blocked Logs (/block-logs): super_root and root. */
export const pages = {
  tokenAccessLogs: () => import('./pages/TokenAccessLogsPage'),
  blockedLogs: () => import('./pages/BlockedLogsPage'),
};
