import { Button, HStack } from '@chakra-ui/react';
import { showError } from '../../../ui';
import { useManufacturingT } from '../i18n';
import { MakeBatchAction } from './MakeBatchAction';
import { useUpdateMrpProducts } from '../hooks/mutations';

/** Hold or release the selected productions, raise or lower their priority, or make a batch of them. */
export function ProductionBulkActions({ manufactureId, ids, onDone }: { manufactureId: string; ids: string[]; onDone: () => void }) {
  const { t } = useManufacturingT();
  const [update, { loading }] = useUpdateMrpProducts();
  const run = (variables: { hold?: boolean; priority?: number }) =>
    update({ variables: { ids, ...variables } }).then(onDone, (err: unknown) => showError(err, t('productions.bulk.failed')));
  return (
    <HStack gap="2" wrap="wrap">
      <Button size="xs" variant="outline" loading={loading} onClick={() => void run({ hold: true })} data-testid="bulk-hold">
        {t('productions.bulk.hold')}
      </Button>
      <Button size="xs" variant="outline" loading={loading} onClick={() => void run({ hold: false })} data-testid="bulk-release">
        {t('productions.bulk.release')}
      </Button>
      <Button size="xs" variant="outline" loading={loading} onClick={() => void run({ priority: 1 })} data-testid="bulk-priority">
        {t('productions.bulk.priority')}
      </Button>
      <Button size="xs" variant="outline" loading={loading} onClick={() => void run({ priority: 0 })} data-testid="bulk-normal">
        {t('productions.bulk.normal')}
      </Button>
      <MakeBatchAction manufactureId={manufactureId} ids={ids} onDone={onDone} />
    </HStack>
  );
}
