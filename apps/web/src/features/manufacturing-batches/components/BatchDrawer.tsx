import { Button, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import type { MrpBatchFieldsFragment } from '../../../gql/graphql';
import { ConfirmButton, showError, SideDrawer, SimpleTable, StatusBadge } from '../../../ui';
import { toaster } from '../../../ui/toaster';
import { batchActions, type BatchAction } from '../batchRules';
import { MRP_BATCH_PRODUCTIONS } from '../graphql';
import { useBatchesT } from '../i18n';
import { BatchDocuments } from './BatchDocuments';
import { BatchProgress } from './BatchProgress';
import { useTrashMrpBatch, useUpdateMrpBatch } from '../hooks/mutations';

/** The productions of the open batch (the first hundred). */
function BatchProductions({ id }: { id: string }) {
  const { t } = useBatchesT();
  const { data } = useQuery(MRP_BATCH_PRODUCTIONS, { variables: { batch_id: id } });
  const page = data?.mrpProducts;
  if (!page) return null;
  return (
    <Stack gap="2">
      <Heading size="sm">{t('drawer.productions')}</Heading>
      {page.total > page.items.length && (
        <Text fontSize="xs" color="fg.muted">
          {t('drawer.showing', { shown: page.items.length, total: page.total })}
        </Text>
      )}
      <SimpleTable
        rows={page.items}
        rowKey={(p) => p._id}
        rowProps={() => ({ 'data-testid': 'batch-production-row' })}
        columns={[
          { key: 'code', header: t('drawer.production'), render: (p) => p.code },
          { key: 'order', header: t('drawer.order'), render: (p) => `#${p.order_number}` },
          { key: 'product', header: t('drawer.product'), render: (p) => p.product_name },
          { key: 'status', header: t('status'), render: (p) => <StatusBadge status={p.status} /> },
        ]}
      />
    </Stack>
  );
}

/** A batch opened from the list: its progress, the status moves it allows, trash, its documents and its productions. */
export function BatchDrawer({ batch, onClose, onChanged }: { batch: MrpBatchFieldsFragment | null; onClose: () => void; onChanged: () => void }) {
  const { t } = useBatchesT();
  const [update, updating] = useUpdateMrpBatch();
  const [trash] = useTrashMrpBatch();
  if (!batch) return null;
  const move = async (action: BatchAction) => {
    try {
      await update({ variables: { input: { _id: batch._id, status: action.to } } });
      toaster.success({ title: t('action.changed', { code: batch.code, status: t(`status.${action.to}`, { defaultValue: action.to }) }) });
      onChanged();
      onClose();
    } catch (err) {
      showError(err, t('action.failed'));
    }
  };
  const remove = async () => {
    try {
      await trash({ variables: { id: batch._id } });
      toaster.success({ title: t('action.trashed', { code: batch.code }) });
      onChanged();
      onClose();
    } catch (err) {
      showError(err, t('action.failed'));
    }
  };
  const method = [batch.print_method, batch.colour].filter(Boolean).join(' · ') || t(batch.auto ? 'auto' : 'manual');
  return (
    <SideDrawer
      open
      onClose={onClose}
      title={batch.code}
      badge={<StatusBadge status={batch.status} />}
      subtitle={t('drawer.subtitle', { count: batch.product_count, method })}
      testId="batch-drawer"
      size="lg"
    >
      <Stack gap="5">
        {batch.note && (
          <Text fontSize="sm">
            <Text as="span" color="fg.muted">
              {t('drawer.note')}:{' '}
            </Text>
            {batch.note}
          </Text>
        )}
        <Stack gap="2">
          <Heading size="sm">{t('progress')}</Heading>
          <BatchProgress progress={batch.progress} total={batch.product_count} />
        </Stack>
        <Stack gap="2">
          <Heading size="sm">{t('action.status_change')}</Heading>
          <Wrap gap="2">
            {batchActions(batch.status).map((a) => (
              <Button
                key={a.key}
                size="sm"
                variant={a.key === 'cancel' ? 'outline' : 'solid'}
                colorPalette={a.key === 'cancel' ? 'red' : 'brand'}
                loading={updating.loading}
                data-testid={`batch-${a.key}`}
                onClick={() => void move(a)}
              >
                {t(`action.${a.key}`)}
              </Button>
            ))}
            <ConfirmButton label={t('action.trash')} title={t('action.trash_title')} body={t('action.trash_body')} onConfirm={remove} testId="batch-trash" />
          </Wrap>
        </Stack>
        <Stack gap="2">
          <Heading size="sm">{t('action.documents')}</Heading>
          <BatchDocuments id={batch._id} dtf={batch.print_method?.toUpperCase() === 'DTF'} />
        </Stack>
        <BatchProductions id={batch._id} />
      </Stack>
    </SideDrawer>
  );
}
