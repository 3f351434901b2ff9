import { useState } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { hasWallet, PAYMENT_METHODS, topupAccountInput, TRANSACTION_FILTERS } from '@pod/shared';
import { useSession } from '../../../stores/session';
import { toaster } from '../../../ui/toaster';
import {
  FilterSelect,
  Grid,
  MoneyField,
  PageHeader,
  schemaErrorKeys,
  Section,
  SelectField,
  TextField,
  useListParams,
  usePagedTable,
  useSaveForm,
  type FieldErrorKeys,
} from '../../../ui';
import { TransactionsTable } from '../components/TransactionsTable';
import { TRANSACTIONS } from '../graphql';
import { BillingPage, useBillingT } from '../i18n';
import { useTopupAccount } from '../hooks/mutations';

const EMPTY = { amount: '', payment_method: 'bank_transfer', payment_transaction_info: '', message: '' };

/** /billing/topup: ask for a top-up (approved by a person: no payment gateway is connected), and the top-ups so far. */
function Topup() {
  const { t } = useBillingT();
  // Staff without a wallet of their own (super_root, root) see the top-ups; only a wallet asks for one.
  const ownWallet = hasWallet(useSession((s) => s.user));
  const [v, setV] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrorKeys>({});
  const save = useSaveForm(setErrors);
  const [topup, { loading }] = useTopupAccount();
  // ?status narrows the top-ups, e.g. to those still Pending that accounting approves.
  const status = useListParams().params.get('status') || undefined;
  const list = usePagedTable(TRANSACTIONS, { type: 'topup', status });
  const err = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  const input = { ...v, message: v.message || undefined };
  return (
    <Box>
      <PageHeader title={t('menu.topup')} />
      {ownWallet && (
        <Section title={t('topup.request')} testId="topup-form">
          <Stack
            as="form"
            gap="4"
            onSubmit={(e) => {
              e.preventDefault();
              void save(schemaErrorKeys(topupAccountInput, input), async () => {
                await topup({ variables: input });
                toaster.success({ title: t('topup.sent') });
                setV(EMPTY);
                void list.refetch();
              });
            }}
          >
            <Text color="fg.muted">{t('topup.how')}</Text>
            <Grid>
              <MoneyField
                name="amount"
                label={t('topup.amount')}
                value={v.amount}
                onChange={(amount) => setV({ ...v, amount })}
                error={err('amount')}
                required
              />
              <SelectField
                name="payment_method"
                label={t('topup.method')}
                value={v.payment_method}
                onChange={(payment_method) => setV({ ...v, payment_method })}
                options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`method.${m}`) }))}
              />
              <TextField
                name="payment_transaction_info"
                label={t('topup.reference')}
                value={v.payment_transaction_info}
                onChange={(payment_transaction_info) => setV({ ...v, payment_transaction_info })}
                error={err('payment_transaction_info')}
                required
              />
              <TextField name="message" label={t('topup.message')} value={v.message} onChange={(message) => setV({ ...v, message })} error={err('message')} />
            </Grid>
            <HStack>
              <Button type="submit" colorPalette="brand" loading={loading} data-testid="topup-submit">
                {t('topup.submit')}
              </Button>
            </HStack>
          </Stack>
        </Section>
      )}
      <Box mt="6">
        <HStack mb="4">
          <FilterSelect
            name="status"
            label={t('col.status')}
            all={t('tab.all')}
            options={TRANSACTION_FILTERS.filter((f) => f !== 'all').map((f) => ({ value: f, label: t(`tab.${f}`) }))}
            minW="48"
          />
        </HStack>
        <TransactionsTable list={list.table} onChanged={() => void list.refetch()} />
      </Box>
    </Box>
  );
}

export default function TopupPage() {
  return (
    <BillingPage>
      <Topup />
    </BillingPage>
  );
}
