import { Badge, Box, Button, Text, Wrap } from '@chakra-ui/react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PAGE_SIZE } from '@pod/shared';
import { AdminPage, useAdminT } from '../i18n';
import { MERCHANT_GROUPS } from '../graphql';
import { usePagedQuery } from '../../../lib/usePagedQuery';
import type { MerchantGroupFieldsFragment } from '../../../gql/graphql';
import { toaster } from '../../../ui/toaster';
import { useCan } from '../../../stores/session';
import { DataTable, pagedTable, DateCell, type Column, ConfirmButton, PageHeader, SearchForm, showError, patchParams } from '../../../ui';
import { AdminTabs } from '../components/AdminFrame';
import { useDeleteMerchantGroup } from '../hooks/mutations';

type MerchantGroup = MerchantGroupFieldsFragment;

function MerchantGroups() {
  const { t } = useAdminT();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const name = params.get('name') ?? '';
  const list = usePagedQuery(MERCHANT_GROUPS, { name: name || null }, page, PAGE_SIZE.list);
  const [remove] = useDeleteMerchantGroup();

  const update = (patch: Record<string, string>) => setParams(patchParams(window.location.search, patch));

  const mayAdd = useCan('merchant_groups', 'add');
  const mayDelete = useCan('merchant_groups', 'delete');
  const columns: Column<MerchantGroup>[] = [
    {
      key: 'name',
      header: t('fields.name'),
      render: (g) => (
        <Link to={`/merchant-groups/${g._id}`} data-testid="merchant-group-link">
          <Text fontWeight="medium" _hover={{ textDecoration: 'underline' }}>
            {g.name}
          </Text>
        </Link>
      ),
    },
    {
      key: 'merchants',
      header: t('merchants.merchants'),
      render: (g) => (
        <Wrap gap="1">
          {g.merchants.slice(0, 4).map((m) => (
            <Badge key={m._id} variant="subtle">
              {m.identity_label || m.email}
            </Badge>
          ))}
          {g.merchants.length > 4 && <Badge>+{g.merchants.length - 4}</Badge>}
          {g.merchants.length === 0 && <Text color="fg.muted">—</Text>}
        </Wrap>
      ),
    },
    {
      key: 'updated_at',
      header: t('fields.updated_at'),
      render: (g) => <DateCell value={g.updated_at} withTime />,
    },
    {
      key: 'actions',
      header: '',
      width: '1%',
      render: (g) =>
        mayDelete && (
          <ConfirmButton
            size="xs"
            testId="merchant-group-delete"
            label={t('common.delete')}
            title={t('merchants.delete_title')}
            body={t('merchants.delete_body', { name: g.name })}
            onConfirm={async () => {
              try {
                await remove({ variables: { _id: g._id } });
                toaster.success({ title: t('merchants.deleted') });
                void list.refetch();
              } catch (e) {
                showError(e, t('errors.delete_failed'));
              }
            }}
          />
        ),
    },
  ];

  return (
    <Box>
      <AdminTabs />
      <PageHeader
        title={t('merchants.title')}
        actions={
          mayAdd && (
            <Button colorPalette="brand" onClick={() => navigate('/merchant-groups/new')} data-testid="merchant-group-new">
              {t('merchants.new')}
            </Button>
          )
        }
      />
      <SearchForm
        value={name}
        onSearch={(value) => update({ name: value })}
        label={t('merchants.search_groups')}
        testId="merchant-groups-search"
        size="md"
        mb="4"
        wrap="nowrap"
      >
        <Button type="submit" size="sm" variant="outline">
          {t('filters.apply')}
        </Button>
      </SearchForm>
      <DataTable testId="merchant-groups-table" columns={columns} {...pagedTable(list, page, (p) => update({ page: String(p) }))} />
    </Box>
  );
}

export default function MerchantGroupsPage() {
  return (
    <AdminPage module="merchant_groups">
      <MerchantGroups />
    </AdminPage>
  );
}
