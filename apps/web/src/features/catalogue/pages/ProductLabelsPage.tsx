import { useState } from 'react';
import { Box, Button, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { toaster } from '../../../ui/toaster';
import { useCan } from '../../../stores/session';
import { DataTable, PageHeader, showError, type Column } from '../../../ui';
import { CreateByName, RemoveButton, RenameInPlace } from '../components/NameForms';
import { useNameForms } from '../components/useNameForms';
import type { ProductTagsQuery } from '../../../gql/graphql';
import { TAGS } from '../graphql';
import { CataloguePage, useCatalogueT } from '../i18n';
import { useMergeTags, useRemoveTag, useSaveTag } from '../hooks/mutations';

type Tag = ProductTagsQuery['productTags'][number];

/** Product tags: create, rename, merge the selected ones into another, delete; with how many presets carry each. */
function ProductLabels() {
  const { t } = useCatalogueT();
  const { data, loading, error, refetch } = useQuery(TAGS, { variables: {}, fetchPolicy: 'cache-and-network' });
  const [save] = useSaveTag();
  const [merge] = useMergeTags();
  const [remove] = useRemoveTag();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [into, setInto] = useState('');
  const forms = useNameForms((input) => save({ variables: { input } }), refetch);
  const mayEdit = useCan('product_labels', 'update');
  const mayDelete = useCan('product_labels', 'delete');
  const rows = data?.productTags ?? [];
  const columns: Column<Tag>[] = [
    {
      key: 'name',
      header: t('fields.name'),
      render: (tag) =>
        forms.editing?.id === tag._id ? <RenameInPlace forms={forms} label={t('labels.rename')} /> : <Text fontWeight="medium">{tag.name}</Text>,
    },
    { key: 'count', header: t('categories_page.presets'), align: 'end', render: (tag) => tag.preset_count },
    {
      key: 'actions',
      header: '',
      width: '1%',
      render: (tag) => (
        <HStack gap="1">
          {mayEdit && (
            <Button size="xs" variant="ghost" onClick={() => forms.setEditing({ id: tag._id, name: tag.name })}>
              {t('labels.rename')}
            </Button>
          )}
          {mayDelete && (
            <RemoveButton
              title={t('labels.remove_title')}
              body={t('labels.remove_body', { name: tag.name, count: tag.preset_count })}
              remove={() => remove({ variables: { id: tag._id } })}
              onRemoved={refetch}
            />
          )}
        </HStack>
      ),
    },
  ];
  const bulk = (
    <HStack>
      <NativeSelect.Root size="sm" maxW="56">
        <NativeSelect.Field aria-label={t('labels.merge_into')} value={into} onChange={(e) => setInto(e.target.value)}>
          <option value="">{t('labels.merge_into')}</option>
          {rows
            .filter((r) => !selected.has(r._id))
            .map((r) => (
              <option key={r._id} value={r._id}>
                {r.name}
              </option>
            ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button
        size="sm"
        disabled={!into}
        onClick={async () => {
          try {
            await merge({ variables: { from_ids: [...selected], into_id: into } });
            toaster.success({ title: t('labels.merged') });
            setSelected(new Set());
            setInto('');
            refetch();
          } catch (e) {
            showError(e);
          }
        }}
      >
        {t('labels.merge')}
      </Button>
    </HStack>
  );
  return (
    <Box>
      <PageHeader title={t('menu.product_labels')} />
      {mayEdit && <CreateByName forms={forms} label={t('labels.new')} testId="label-create" />}
      <DataTable
        testId="labels-table"
        columns={columns}
        rows={rows}
        loading={loading && !data}
        error={error}
        onRetry={() => refetch()}
        selected={mayEdit ? selected : undefined}
        onSelect={mayEdit ? setSelected : undefined}
        bulkActions={bulk}
      />
    </Box>
  );
}

export default function ProductLabelsPage() {
  return (
    <CataloguePage module="product_labels">
      <ProductLabels />
    </CataloguePage>
  );
}
