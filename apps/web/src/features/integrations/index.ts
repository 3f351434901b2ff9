/** Integrations (/app-config/{filter}, super_root): outgoing webhooks, channel messages, store tokens. */
export const pages = {
  integrations: () => import('./pages/IntegrationsPage'),
};
