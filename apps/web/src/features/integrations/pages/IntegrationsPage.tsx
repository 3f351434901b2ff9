import { useState } from 'react';
import { Box, Stack, Tabs } from '@chakra-ui/react';
import { useNavigate, useParams } from 'react-router';
import { INTEGRATION_TABS, type IntegrationTab } from '@pod/shared';
import { PageHeader, useListParams } from '../../../ui';
import { ChannelMessages } from '../components/ChannelMessages';
import { StoreTokens } from '../components/StoreTokens';
import { WebhookDeliveries } from '../components/WebhookDeliveries';
import { WebhookEndpoints } from '../components/WebhookEndpoints';
import { IntegrationsScreen, useIntegrationsT } from '../i18n';

/** Integrations (/app-config/{filter}): webhooks with their delivery log, channel messages, store tokens. */
function Integrations() {
  const { t } = useIntegrationsT();
  const navigate = useNavigate();
  const { filter } = useParams();
  const tab: IntegrationTab = INTEGRATION_TABS.find((x) => x === filter) ?? 'webhooks';
  const { params, patch } = useListParams();
  const endpointId = params.get('endpoint') ?? '';
  const [changes, setChanges] = useState(0);
  return (
    <Box>
      <PageHeader title={t('menu.integrations')} />
      <Tabs.Root value={tab} onValueChange={(e) => navigate(`/app-config/${e.value}`)} lazyMount unmountOnExit>
        <Tabs.List mb="4">
          {INTEGRATION_TABS.map((x) => (
            <Tabs.Trigger key={x} value={x} data-testid={`tab-${x}`}>
              {t(`tab.${x}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="webhooks">
          <Stack gap="8">
            <WebhookEndpoints
              selected={endpointId}
              onSelect={(id) => patch({ endpoint: id || null, status: null })}
              onChanged={() => setChanges((n) => n + 1)}
            />
            <WebhookDeliveries endpointId={endpointId} refreshKey={changes} />
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="channels">
          <ChannelMessages />
        </Tabs.Content>
        <Tabs.Content value="tokens">
          <StoreTokens />
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}

export default function IntegrationsPage() {
  return (
    <IntegrationsScreen>
      <Integrations />
    </IntegrationsScreen>
  );
}
