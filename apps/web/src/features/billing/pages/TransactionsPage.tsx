import { Box, HStack, Stat } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router';
import { isSeller, LEDGER_TYPES, toCents, TRANSACTION_FILTERS } from '@pod/shared';
import { useSession } from '../../../stores/session';
import { FilterSelect, MoneyCell, PageHeader, patchParams, useListParams, useTabbedList } from '../../../ui';
import { SellerFilter } from '../components/filters';
import { ExportButton } from '../../data-transfer';
import { TransactionsTable } from '../components/TransactionsTable';
import { LEDGER_SELLERS, TRANSACTION_COUNTERS, TRANSACTIONS } from '../graphql';
import { BillingPage, useBillingT } from '../i18n';

/** /billing/history/{filter}: the ledger with status tabs and counters, a type filter and the paid sums. */
function Transactions() {
  const { t } = useBillingT();
  const navigate = useNavigate();
  const { params } = useListParams();
  const staff = !isSeller(useSession((s) => s.user));
  const sellers = useQuery(LEDGER_SELLERS, { skip: !staff });
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
      <PageHeader title={t('menu.transactions')} actions={<ExportButton list="transactions" filters={{ status: list.status, type, user_id: seller }} />} />
      <HStack gap="8" mb="4" align="end" wrap="wrap">
        {sums &&
          // The total of every paid entry (a seller's credit), then each type: the three kept in view, the others when they hold money.
          (['total', ...LEDGER_TYPES] as const)
            .filter((k) => k === 'total' || k === 'topup' || k === 'payment' || k === 'refund' || toCents(sums[k]) !== 0n)
            .map((k) => (
              <Stat.Root key={k} maxW="48" data-testid={`sum-${k}`}>
                <Stat.Label>{k === 'total' || k === 'topup' || k === 'payment' || k === 'refund' ? t(`sum.${k}`) : t(`type.${k}`)}</Stat.Label>
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
        {staff && <SellerFilter sellers={sellers.data?.ledgerSellers} current={seller ? list.items[0]?.user : null} />}
      </HStack>
      <TransactionsTable list={list.table} onChanged={list.refresh} sellerLinks={staff} />
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
