import { Button, Menu, Portal } from '@chakra-ui/react';
import { useLazyQuery } from '@apollo/client/react';
import { Send } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toaster } from '../../../ui/toaster';
import { showError } from '../../../ui';
import { PUBLISH_STORES } from '../graphql';
import { useListingsT } from '../i18n';
import { usePublishListings } from '../hooks/mutations';

/**
 * Publishes the selected listings to one store: the server queues them on the store and a job
 * writes the platform's product file (followed on /jobs); the store badges show the outcome.
 */
export function PublishButton({ ids, onDone }: { ids: readonly string[]; onDone: () => void }) {
  const { t } = useListingsT();
  const navigate = useNavigate();
  const [loadStores, stores] = useLazyQuery(PUBLISH_STORES);
  const [publish, { loading }] = usePublishListings();
  const run = async (storeId: string) => {
    const store = stores.data?.stores.find((s) => s._id === storeId);
    try {
      await publish({ variables: { ids: [...ids], store_id: storeId } });
      toaster.success({
        title: t('publish.started', { count: ids.length, store: store?.name ?? '' }),
        description: t('publish.follow'),
        action: { label: t('publish.jobs'), onClick: () => navigate('/jobs') },
      });
      onDone();
    } catch (e) {
      showError(e);
    }
  };
  return (
    <Menu.Root onOpenChange={(d) => d.open && void loadStores()} onSelect={(d) => void run(d.value)}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" loading={loading} data-testid="bulk-publish">
          <Send aria-hidden />
          {t('publish.button')}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {stores.data && stores.data.stores.length === 0 && (
              <Menu.Item value="" disabled>
                {t('publish.no_stores')}
              </Menu.Item>
            )}
            {(stores.data?.stores ?? []).map((s) => (
              <Menu.Item key={s._id} value={s._id} data-testid="publish-store">
                {s.name} · {t(`platform.${s.platform}`, { defaultValue: s.platform })}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
