import { useState } from 'react';
import { Box, Button, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { catalogueNameInput } from '@pod/shared';
import { toaster } from '../../../app/toaster';
import { useCan } from '../../../stores/session';
import { ConfirmButton, DataTable, PageHeader, TextField, schemaErrorKeys, showError, useSaveForm, type Column, type FieldErrorKeys } from '../../../ui';
import type { ProductTagsQuery } from '../../../gql/graphql';
import { MERGE_TAGS, REMOVE_TAG, SAVE_TAG, TAGS } from '../graphql';
import { CataloguePage, useCatalogueT } from '../i18n';

type Tag = ProductTagsQuery['productTags'][number];

/** Product tags: create, rename, merge the selected ones into another, delete; with how many presets carry each. */
function ProductLabels() {
  const { t } = useCatalogueT();
  const { data, loading, error, refetch } = useQuery(TAGS, { variables: {}, fetchPolicy: 'cache-and-network' });
  const [save] = useMutation(SAVE_TAG);
  const [merge] = useMutation(MERGE_TAGS);
  const [remove] = useMutation(REMOVE_TAG);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrorKeys>({});
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [into, setInto] = useState('');
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const submit = useSaveForm(setErrors);
  const mayEdit = useCan('product_labels', 'update');
  const mayDelete = useCan('product_labels', 'delete');
  const rows = data?.productTags ?? [];
  const columns: Column<Tag>[] = [
    {
      key: 'name',
      header: t('fields.name'),
      render: (tag) =>
        editing?.id === tag._id ? (
          <HStack
            as="form"
            onSubmit={(e) => {
              e.preventDefault();
              void submit(schemaErrorKeys(catalogueNameInput, { _id: tag._id, name: editing.name }), async () => {
                await save({ variables: { input: { _id: tag._id, name: editing.name } } });
                setEditing(null);
                refetch();
              });
            }}
          >
            <Input size="sm" aria-label={t('labels.rename')} value={editing.name} onChange={(e) => setEditing({ id: tag._id, name: e.target.value })} />
            <Button size="xs" type="submit">
              {t('common.save')}
            </Button>
          </HStack>
        ) : (
          <Text fontWeight="medium">{tag.name}</Text>
        ),
    },
    { key: 'count', header: t('categories_page.presets'), align: 'end', render: (tag) => tag.preset_count },
    {
      key: 'actions',
      header: '',
      width: '1%',
      render: (tag) => (
        <HStack gap="1">
          {mayEdit && (
            <Button size="xs" variant="ghost" onClick={() => setEditing({ id: tag._id, name: tag.name })}>
              {t('labels.rename')}
            </Button>
          )}
          {mayDelete && (
            <ConfirmButton
              size="xs"
              label={t('common.remove')}
              title={t('labels.remove_title')}
              body={t('labels.remove_body', { name: tag.name, count: tag.preset_count })}
              onConfirm={async () => {
                try {
                  await remove({ variables: { id: tag._id } });
                  refetch();
                } catch (e) {
                  showError(e);
                }
              }}
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
      <PageHeader title={t('labels.title')} />
      {mayEdit && (
        <HStack
          as="form"
          align="end"
          mb="4"
          maxW="lg"
          onSubmit={(e) => {
            e.preventDefault();
            void submit(schemaErrorKeys(catalogueNameInput, { name }), async () => {
              await save({ variables: { input: { name } } });
              setName('');
              refetch();
            });
          }}
        >
          <TextField name="name" label={t('labels.new')} value={name} onChange={setName} error={errors.name ? t(errors.name) : undefined} />
          <Button type="submit" colorPalette="brand" data-testid="label-create">
            {t('common.add')}
          </Button>
        </HStack>
      )}
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
