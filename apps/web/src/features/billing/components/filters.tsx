import { FilterSelect } from '../../../ui';
import { useBillingT } from '../i18n';
import { toDmy } from './period';

/** The seller and period filters of the URL (?seller, ?from, ?to) as the invoice and ledger queries take them. */
export function sellerPeriodFilters(params: URLSearchParams) {
  return { user_id: params.get('seller') || undefined, start: toDmy(params.get('from')), end: toDmy(params.get('to')) };
}

type SellerRef = { _id: string; email: string; name?: string | null };

/** Narrows a list to one seller (?seller) of those the API offers; `current`, the seller the rows show, is offered too (one reached by a link). */
export function SellerFilter({ sellers, current }: { sellers: readonly SellerRef[] | undefined; current?: SellerRef | null }) {
  const offered = [...(sellers ?? [])];
  if (current && !offered.some((u) => u._id === current._id)) offered.push(current);
  const { t } = useBillingT();
  return (
    <FilterSelect
      name="seller"
      label={t('col.seller')}
      all={t('invoice.all_sellers')}
      // Named as the rows name them (UserCell): the name, the email where there is none.
      options={offered.map((u) => ({ value: u._id, label: u.name || u.email })).sort((a, b) => a.label.localeCompare(b.label))}
      minW="64"
    />
  );
}
