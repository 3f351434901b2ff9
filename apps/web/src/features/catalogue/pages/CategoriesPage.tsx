import { Badge, Box, Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { toaster } from '../../../ui/toaster';
import { DataTable, PageHeader, showError, type Column } from '../../../ui';
import { CreateByName, RemoveButton, RenameInPlace } from '../components/NameForms';
import { useNameForms } from '../components/useNameForms';
import type { ProductCategoriesQuery } from '../../../gql/graphql';
import { CATEGORIES } from '../graphql';
import { CataloguePage, useCatalogueT } from '../i18n';
import { useRemoveCategory, useReorderCategories, useSaveCategory } from '../hooks/mutations';

type Category = ProductCategoriesQuery['productCategories'][number];

/** Preset categories: counts, create, rename in place, move up and down, delete the empty ones root made. */
function Categories() {
  const { t } = useCatalogueT();
  const { data, loading, error, refetch } = useQuery(CATEGORIES, { fetchPolicy: 'cache-and-network' });
  const [save] = useSaveCategory();
  const [reorder] = useReorderCategories();
  const [remove] = useRemoveCategory();
  const forms = useNameForms((input) => save({ variables: { input } }), refetch);
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
        forms.editing?.id === c._id ? (
          <RenameInPlace forms={forms} label={t('categories_page.rename')} />
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
          <Button size="xs" variant="ghost" onClick={() => forms.setEditing({ id: c._id, name: c.name })}>
            {t('categories_page.rename')}
          </Button>
          {!c.builtin && (
            <RemoveButton
              title={t('categories_page.remove_title')}
              body={t('categories_page.remove_body', { name: c.name })}
              disabled={c.preset_count > 0}
              remove={() => remove({ variables: { id: c._id } })}
              onRemoved={refetch}
            />
          )}
        </HStack>
      ),
    },
  ];
  return (
    <Box>
      <PageHeader title={t('menu.category')} />
      <CreateByName
        forms={forms}
        label={t('categories_page.new')}
        testId="category-create"
        onCreated={(name) => toaster.success({ title: t('categories_page.created', { name }) })}
      />
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
