import { Box } from '@chakra-ui/react';
import { FilterSelect, TextField, useListParams } from '../../../ui';
import { useBillingT } from '../i18n';
import { toDmy } from './period';

/** The seller and period filters of the URL (?seller, ?from, ?to) as the invoice and ledger queries take them. */
export function sellerPeriodFilters(params: URLSearchParams) {
  return { user_id: params.get('seller') || undefined, start: toDmy(params.get('from')), end: toDmy(params.get('to')) };
}

/** Narrows a list to one seller (?seller) of those the API offers. */
export function SellerFilter({ sellers }: { sellers: readonly { _id: string; email: string }[] | undefined }) {
  const { t } = useBillingT();
  return (
    <FilterSelect
      name="seller"
      label={t('col.seller')}
      all={t('invoice.all_sellers')}
      options={(sellers ?? []).map((u) => ({ value: u._id, label: u.email }))}
      minW="64"
    />
  );
}

/** Narrows a list to a date range (?from, ?to); the labels say which date. */
export function PeriodFilter({ labels, width }: { labels: { from: string; to: string }; width: string }) {
  const { params, patch } = useListParams();
  return (['from', 'to'] as const).map((key) => (
    <Box key={key} w={width}>
      <TextField name={key} type="date" label={labels[key]} value={params.get(key) ?? ''} onChange={(v) => patch({ [key]: v })} />
    </Box>
  ));
}
