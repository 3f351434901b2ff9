import { useState } from 'react';
import { Button, HStack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { PAGE_SIZE } from '@pod/shared';
import { toaster } from '../../../ui/toaster';
import type { PresetMockupsQuery } from '../../../gql/graphql';
import { usePagedQuery } from '../../../lib/usePagedQuery';
import { ConfirmDialog, DataTable, pagedTable, DateCell, Section, showError, Thumbnail, UserCell, type Column } from '../../../ui';
import { PRESET_MOCKUP_PROVIDERS, PRESET_MOCKUPS } from '../graphql';
import { listingsI18n, useListingsT } from '../i18n';
import { presetTemplatePath } from '../../editor';
import { ListingStatusBadge } from './ListingBadges';
import { useRemovePresetMockup } from '../hooks/mutations';

type Mockup = PresetMockupsQuery['productPresetMockups'][number];

/** A product's preset mockups (root): provider tabs with their counts, remove after a confirmation, and the template editor. */
function PresetMockups({ productId }: { productId: string }) {
  const { t } = useListingsT();
  const [provider, setProvider] = useState('all');
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<Mockup | null>(null);
  const list = usePagedQuery(PRESET_MOCKUPS, { product_id: productId, provider: provider === 'all' ? null : provider }, page, PAGE_SIZE.list);
  const counts = useQuery(PRESET_MOCKUP_PROVIDERS, { variables: { product_id: productId } });
  const all = counts.data?.productPresetMockupCountProvider ?? [];
  // Providers without a mockup stay out of the tabs (unless chosen).
  const providers = all.filter((p) => p.total > 0 || p.provider === provider);
  const [remove] = useRemovePresetMockup();

  const runRemove = async (m: Mockup) => {
    try {
      await remove({ variables: { id: m._id } });
      toaster.success({ title: t('mockups.removed', { name: m.name }) });
      await Promise.all([list.refetch(), counts.refetch()]);
    } catch (e) {
      showError(e);
    }
  };

  const columns: Column<Mockup>[] = [
    { key: 'src', header: t('col.image'), width: '16', render: (m) => <Thumbnail src={m.src} name={m.name} size="12" /> },
    { key: 'name', header: t('mockups.name'), render: (m) => m.name },
    { key: 'id', header: t('mockups.code'), render: (m) => m.id },
    { key: 'provider', header: t('mockups.provider'), render: (m) => t(`provider.${m.provider}`, { defaultValue: m.provider }) },
    { key: 'status', header: t('col.status'), render: (m) => <ListingStatusBadge status={m.status} /> },
    { key: 'created_by', header: t('mockups.created_by'), render: (m) => <UserCell user={m.created_by} /> },
    { key: 'updated_at', header: t('col.updated'), render: (m) => <DateCell value={m.updated_at} /> },
    {
      key: 'actions',
      header: '',
      align: 'end',
      render: (m) => (
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          data-testid="mockup-remove"
          onClick={(e) => {
            e.stopPropagation();
            setRemoving(m);
          }}
        >
          {t('mockups.remove')}
        </Button>
      ),
    },
  ];

  return (
    <Section title={t('mockups.title')} testId="section-mockups">
      <DataTable
        testId="preset-mockups"
        rowTestId="preset-mockup-row"
        columns={columns}
        tabs={[
          { value: 'all', label: t('tab.all'), count: all.reduce((n, p) => n + p.total, 0) },
          ...providers.map((p) => ({ value: p.provider, label: t(`provider.${p.provider}`, { defaultValue: p.provider }), count: p.total })),
        ]}
        tab={provider}
        onTab={(value) => {
          setProvider(value);
          setPage(1);
        }}
        toolbar={
          <HStack justify="end" w="full">
            <Button asChild size="sm" variant="outline" data-testid="template-editor">
              <Link to={presetTemplatePath(productId)}>{t('mockups.template_editor')}</Link>
            </Button>
          </HStack>
        }
        {...pagedTable(list, page, setPage)}
      />
      <ConfirmDialog
        open={!!removing}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('mockups.remove_title', { name: removing?.name ?? '' })}
        body={t('mockups.remove_body')}
        onConfirm={() => (removing ? runRemove(removing) : undefined)}
      />
    </Section>
  );
}

/** The section with the feature's translations loaded (the preset page lives in another feature). */
export default function PresetMockupsSection({ productId }: { productId: string }) {
  return (
    <listingsI18n.Ready>
      <PresetMockups productId={productId} />
    </listingsI18n.Ready>
  );
}
