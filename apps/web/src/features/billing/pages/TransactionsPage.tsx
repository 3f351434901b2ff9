import { Box, Button, HStack, Stat, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { LEDGER_TYPES, PAGE_SIZE, TRANSACTION_FILTERS } from '@pod/shared';
import { usePagedQuery } from '../../../lib/usePagedQuery';
import { MoneyCell, PageHeader, patchParams, SelectField } from '../../../ui';
import { ExportButton } from '../../data-transfer';
import { TransactionsTable } from '../components/TransactionsTable';
import { TRANSACTION_COUNTERS, TRANSACTIONS } from '../graphql';
import { BillingPage, useBillingT } from '../i18n';

/** /billing/history/{filter}: the ledger with status tabs and counters, a type filter and the paid sums. */
function Transactions() {
  const { t } = useBillingT();
  const navigate = useNavigate();
  const param = useParams().filter ?? 'all';
  const tab = (TRANSACTION_FILTERS as readonly string[]).includes(param) ? param : 'all';
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const type = params.get('type') || undefined;
  // One seller's ledger (the users admin links here); the API keeps a seller to their own anyway.
  const seller = params.get('seller') || undefined;
  const { items, total, loading, error, refetch } = usePagedQuery(
    TRANSACTIONS,
    { status: tab === 'all' ? undefined : tab, type, user_id: seller },
    page,
    PAGE_SIZE.list,
  );
  const counters = useQuery(TRANSACTION_COUNTERS, { variables: { type, user_id: seller } });
  const counts = counters.data?.transactionCounters;
  const sums = counters.data?.transactionSum;
  return (
    <Box>
      <PageHeader
        title={t('history.title')}
        actions={<ExportButton list="transactions" filters={{ status: tab === 'all' ? undefined : tab, type, user_id: seller }} />}
      />
      <HStack gap="8" mb="4" align="end" wrap="wrap">
        {sums &&
          (['topup', 'payment', 'refund'] as const).map((k) => (
            <Stat.Root key={k} maxW="48" data-testid={`sum-${k}`}>
              <Stat.Label>{t(`sum.${k}`)}</Stat.Label>
              <Stat.ValueText>
                <MoneyCell value={sums[k]} />
              </Stat.ValueText>
            </Stat.Root>
          ))}
        <Box minW="56">
          <SelectField
            name="type"
            label={t('col.type')}
            size="sm"
            value={type ?? ''}
            onChange={(v) => setParams(patchParams(window.location.search, { type: v || null }))}
            options={[{ value: '', label: t('type.all') }, ...LEDGER_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))]}
          />
        </Box>
        {seller && (
          <HStack gap="2" data-testid="seller-filter">
            <Text fontSize="sm">
              {t('col.seller')}: {items[0]?.user?.email ?? seller}
            </Text>
            <Button size="xs" variant="outline" onClick={() => setParams(patchParams(window.location.search, { seller: null, page: null }))}>
              {t('invoice.all_sellers')}
            </Button>
          </HStack>
        )}
      </HStack>
      <TransactionsTable
        rows={items}
        total={total}
        loading={loading}
        error={error}
        page={page}
        onPage={(p) => setParams(patchParams(window.location.search, { page: String(p) }))}
        onChanged={() => {
          void refetch();
          void counters.refetch();
        }}
        tabs={TRANSACTION_FILTERS.map((value) => ({ value, label: t(`tab.${value}`), count: counts?.[value] }))}
        tab={tab}
        onTab={(value) => {
          // The tab is the path; the type and seller filters stay.
          const query = patchParams(window.location.search, {}).toString();
          navigate(`/billing/history/${value}${query ? `?${query}` : ''}`);
        }}
      />
    </Box>
  );
}

export default function TransactionsPage() {
  return (
    <BillingPage>
      <Transactions />
    </BillingPage>
  );
}
