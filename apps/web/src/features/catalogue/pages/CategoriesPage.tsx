import { useState } from 'react';
import { Badge, Box, Button, HStack, IconButton, Input, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { catalogueNameInput } from '@pod/shared';
import { toaster } from '../../../app/toaster';
import { ConfirmButton, DataTable, PageHeader, TextField, schemaErrorKeys, showError, useSaveForm, type Column, type FieldErrorKeys } from '../../../ui';
import type { ProductCategoriesQuery } from '../../../gql/graphql';
import { CATEGORIES, REMOVE_CATEGORY, REORDER_CATEGORIES, SAVE_CATEGORY } from '../graphql';
import { CataloguePage, useCatalogueT } from '../i18n';

type Category = ProductCategoriesQuery['productCategories'][number];

/** Preset categories: counts, create, rename in place, move up and down, delete the empty ones root made. */
function Categories() {
  const { t } = useCatalogueT();
  const { data, loading, error, refetch } = useQuery(CATEGORIES, { fetchPolicy: 'cache-and-network' });
  const [save] = useMutation(SAVE_CATEGORY);
  const [reorder] = useMutation(REORDER_CATEGORIES);
  const [remove] = useMutation(REMOVE_CATEGORY);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrorKeys>({});
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const submit = useSaveForm(setErrors);
  const rows = data?.productCategories ?? [];
  const label = (c: Category) => (c.builtin ? t(`categories.${c.slug}`, { defaultValue: c.name }) : c.name);
  const move = async (index: number, by: number) => {
    const ids = rows.map((r) => r._id);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    try {
      await reorder({ variables: { ids } });
      refetch();
    } catch (e) {
      showError(e);
    }
  };
  const columns: Column<Category>[] = [
    {
      key: 'order',
      header: t('categories_page.order'),
      width: '1%',
      render: (c) => {
        const i = rows.indexOf(c);
        return (
          <HStack gap="0">
            <IconButton size="xs" variant="ghost" aria-label={t('categories_page.up', { name: label(c) })} disabled={i === 0} onClick={() => move(i, -1)}>
              ↑
            </IconButton>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={t('categories_page.down', { name: label(c) })}
              disabled={i === rows.length - 1}
              onClick={() => move(i, 1)}
            >
              ↓
            </IconButton>
          </HStack>
        );
      },
    },
    {
      key: 'name',
      header: t('fields.name'),
      render: (c) =>
        editing?.id === c._id ? (
          <HStack
            as="form"
            onSubmit={(e) => {
              e.preventDefault();
              void submit(schemaErrorKeys(catalogueNameInput, { _id: c._id, name: editing.name }), async () => {
                await save({ variables: { input: { _id: c._id, name: editing.name } } });
                setEditing(null);
                refetch();
              });
            }}
          >
            <Input size="sm" aria-label={t('categories_page.rename')} value={editing.name} onChange={(e) => setEditing({ id: c._id, name: e.target.value })} />
            <Button size="xs" type="submit">
              {t('common.save')}
            </Button>
          </HStack>
        ) : (
          <HStack>
            <Text fontWeight="medium">{label(c)}</Text>
            {c.builtin && <Badge variant="subtle">{t('categories_page.builtin')}</Badge>}
          </HStack>
        ),
    },
    { key: 'count', header: t('categories_page.presets'), align: 'end', render: (c) => c.preset_count },
    {
      key: 'actions',
      header: '',
      width: '1%',
      render: (c) => (
        <HStack gap="1">
          <Button size="xs" variant="ghost" onClick={() => setEditing({ id: c._id, name: c.name })}>
            {t('categories_page.rename')}
          </Button>
          {!c.builtin && (
            <ConfirmButton
              size="xs"
              label={t('common.remove')}
              title={t('categories_page.remove_title')}
              body={t('categories_page.remove_body', { name: c.name })}
              disabled={c.preset_count > 0}
              onConfirm={async () => {
                try {
                  await remove({ variables: { id: c._id } });
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
  return (
    <Box>
      <PageHeader title={t('categories_page.title')} />
      <HStack
        as="form"
        align="end"
        mb="4"
        maxW="lg"
        onSubmit={(e) => {
          e.preventDefault();
          void submit(schemaErrorKeys(catalogueNameInput, { name }), async () => {
            await save({ variables: { input: { name } } });
            toaster.success({ title: t('categories_page.created', { name }) });
            setName('');
            refetch();
          });
        }}
      >
        <TextField name="name" label={t('categories_page.new')} value={name} onChange={setName} error={errors.name ? t(errors.name) : undefined} />
        <Button type="submit" colorPalette="brand" data-testid="category-create">
          {t('common.add')}
        </Button>
      </HStack>
      <DataTable testId="categories-table" columns={columns} rows={rows} loading={loading && !data} error={error} onRetry={() => refetch()} />
    </Box>
  );
}

export default function CategoriesPage() {
  return (
    <CataloguePage module="items">
      <Categories />
    </CataloguePage>
  );
}
