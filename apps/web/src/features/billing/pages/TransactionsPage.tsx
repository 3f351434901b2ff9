import { Box, Button, HStack, Stat, Text } from '@chakra-ui/react';
import { useNavigate, useParams } from 'react-router';
import { LEDGER_TYPES, TRANSACTION_FILTERS } from '@pod/shared';
import { FilterSelect, MoneyCell, PageHeader, patchParams, useListParams, useTabbedList } from '../../../ui';
import { ExportButton } from '../../data-transfer';
import { TransactionsTable } from '../components/TransactionsTable';
import { TRANSACTION_COUNTERS, TRANSACTIONS } from '../graphql';
import { BillingPage, useBillingT } from '../i18n';

/** /billing/history/{filter}: the ledger with status tabs and counters, a type filter and the paid sums. */
function Transactions() {
  const { t } = useBillingT();
  const navigate = useNavigate();
  const { params, patch } = useListParams();
  const type = params.get('type') || undefined;
  // One seller's ledger (the users admin links here); the API keeps a seller to their own anyway.
  const seller = params.get('seller') || undefined;
  const list = useTabbedList({
    list: TRANSACTIONS,
    counters: TRANSACTION_COUNTERS,
    filters: { type, user_id: seller },
    tabs: TRANSACTION_FILTERS,
    requested: useParams().filter,
    fallback: 'all',
    label: (tab) => t(`tab.${tab}`),
    count: (c, tab) => c.transactionCounters[tab],
    onTab: (tab) => {
      // The tab is the path; the type and seller filters stay.
      const query = patchParams(window.location.search, {}).toString();
      navigate(`/billing/history/${tab}${query ? `?${query}` : ''}`);
    },
  });
  const sums = list.counters?.transactionSum;
  return (
    <Box>
      <PageHeader title={t('history.title')} actions={<ExportButton list="transactions" filters={{ status: list.status, type, user_id: seller }} />} />
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
        <FilterSelect
          name="type"
          label={t('col.type')}
          all={t('type.all')}
          options={LEDGER_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))}
          minW="56"
        />
        {seller && (
          <HStack gap="2" data-testid="seller-filter">
            <Text fontSize="sm">
              {t('col.seller')}: {list.items[0]?.user?.email ?? seller}
            </Text>
            <Button size="xs" variant="outline" onClick={() => patch({ seller: null })}>
              {t('invoice.all_sellers')}
            </Button>
          </HStack>
        )}
      </HStack>
      <TransactionsTable list={list.table} onChanged={list.refresh} />
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
