import { useState } from 'react';
import { Box, Button, HStack, Input, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router';
import { isSeller, REFERRED_ORDER_TYPES } from '@pod/shared';
import { toaster } from '../../../ui/toaster';
import type { TransactionFieldsFragment } from '../../../gql/graphql';
import { can, useSession } from '../../../stores/session';
import {
  ConfirmDialog,
  DataTable,
  DateCell,
  MoneyCell,
  patchParams,
  showError,
  StatusBadge,
  UserCell,
  type Column,
  type PagedTable,
  type TabbedTable,
  serverTextOf,
} from '../../../ui';
import { useBillingT } from '../i18n';
import { useMakeTransaction } from '../hooks/mutations';

/** Approve or refuse (with a reason) a pending entry: root and holders of billing_approval. */
function Decide({ entry, onDone }: { entry: TransactionFieldsFragment; onDone: () => void }) {
  const { t } = useBillingT();
  const [refusing, setRefusing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [decide, { loading }] = useMakeTransaction();
  const run = async (status: 'paid' | 'cancelled') => {
    try {
      await decide({ variables: { id: entry._id, status, reason: status === 'paid' ? undefined : reason } });
      toaster.success({ title: t(status === 'paid' ? 'decide.approved' : 'decide.refused') });
      onDone();
    } catch (e) {
      showError(e);
    }
  };
  if (refusing)
    return (
      <HStack onClick={(e) => e.stopPropagation()}>
        <Input size="xs" aria-label={t('decide.reason')} placeholder={t('decide.reason')} value={reason} onChange={(e) => setReason(e.target.value)} />
        <Button size="xs" colorPalette="red" loading={loading} onClick={() => void run('cancelled')} data-testid="refuse-confirm">
          {t('decide.refuse')}
        </Button>
      </HStack>
    );
  return (
    <HStack onClick={(e) => e.stopPropagation()}>
      <Button size="xs" colorPalette="brand" onClick={() => setConfirming(true)} data-testid="approve">
        {t('decide.approve')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        destructive={false}
        title={t('decide.approve_title')}
        body={t('decide.approve_body', { amount: entry.amount, email: entry.user?.email ?? '' })}
        confirmLabel={t('decide.approve')}
        onConfirm={() => run('paid')}
      />
      <Button size="xs" variant="outline" onClick={() => setRefusing(true)} data-testid="refuse">
        {t('decide.refuse')}
      </Button>
    </HStack>
  );
}

/** The ledger's rows, paged, with the status tabs where the page has them; approvers decide pending entries in place. */
export function TransactionsTable(props: {
  list: PagedTable<TransactionFieldsFragment> | TabbedTable<TransactionFieldsFragment>;
  onChanged: () => void;
  /** A seller's name narrows the list to that seller (?seller), on the ledger page. */
  sellerLinks?: boolean;
}) {
  const { t } = useBillingT();
  const { search } = useLocation();
  const user = useSession((s) => s.user);
  const staff = !isSeller(user);
  const approver = can(user, 'billing_approval', 'update');
  const opensOrders = can(user, 'orders', 'view');
  const columns: Column<TransactionFieldsFragment>[] = [
    { key: 'created_at', header: t('col.date'), render: (e) => <DateCell value={e.created_at} withTime /> },
    ...(staff
      ? [
          {
            key: 'user',
            header: t('col.seller'),
            render: (e: TransactionFieldsFragment) =>
              props.sellerLinks && e.user ? (
                <Link asChild data-testid="seller-link" title={t('history.only_seller')}>
                  <RouterLink to={`?${patchParams(search, { seller: e.user._id })}`}>
                    <UserCell user={e.user} />
                  </RouterLink>
                </Link>
              ) : (
                <UserCell user={e.user} />
              ),
          },
        ]
      : []),
    { key: 'type', header: t('col.type'), render: (e) => t(`type.${e.type}`) },
    { key: 'status', header: t('col.status'), render: (e) => <StatusBadge status={e.status} /> },
    { key: 'amount', header: t('col.amount'), render: (e) => <MoneyCell value={e.amount} /> },
    { key: 'balance', header: t('col.balance_after'), render: (e) => (e.balance_after ? <MoneyCell value={e.balance_after} /> : '') },
    {
      key: 'reference',
      header: t('col.reference'),
      render: (e) => (
        <Box>
          <Text>{[e.payment_method && t(`method.${e.payment_method}`), e.payment_transaction_info].filter(Boolean).join(' · ')}</Text>
          {e.order_id && opensOrders && (
            <Link asChild fontSize="sm" color="brand.fg" onClick={(ev) => ev.stopPropagation()}>
              {/* an affiliate's commission is on another seller's order: the seller follows it to their affiliate page */}
              {!staff && (REFERRED_ORDER_TYPES as readonly string[]).includes(e.type) ? (
                <RouterLink to="/affiliates">{t('col.open_affiliate')}</RouterLink>
              ) : (
                <RouterLink to={`/orders/${e.order_id}`}>{t('col.open_order')}</RouterLink>
              )}
            </Link>
          )}
          {(e.message || e.reason || e.text) && (
            <Text fontSize="xs" color="fg.muted" data-testid="transaction-text">
              {e.reason ?? serverTextOf(e.text, t) ?? e.message}
            </Text>
          )}
        </Box>
      ),
    },
    ...(approver
      ? [
          {
            key: 'decide',
            header: '',
            width: '1%',
            render: (e: TransactionFieldsFragment) => e.status === 'pending' && <Decide entry={e} onDone={props.onChanged} />,
          },
        ]
      : []),
  ];
  return <DataTable testId="transactions-table" columns={columns} {...props.list} />;
}
