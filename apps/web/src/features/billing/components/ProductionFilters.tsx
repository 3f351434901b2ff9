import { HStack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { DateRangeFilter, FilterSelect, useListParams } from '../../../ui';
import { useBillingT } from '../i18n';
import { PRODUCTION_PARTIES } from '../production.graphql';
import { SellerFilter, sellerPeriodFilters } from './filters';

/** The production screens' filters, kept in the URL (?factory, ?seller, ?from, ?to), as the API takes them. */
export function useProductionFilters() {
  const { params } = useListParams();
  return { manufacture_id: params.get('factory') || undefined, ...sellerPeriodFilters(params) };
}

/** Factory, seller and date range. */
export function ProductionFilters({ dateLabels }: { dateLabels: { from: string; to: string } }) {
  const { t } = useBillingT();
  const parties = useQuery(PRODUCTION_PARTIES).data?.productionParties;
  return (
    <HStack gap="4" mb="4" align="end" wrap="wrap">
      <FilterSelect
        name="factory"
        label={t('production.factory')}
        all={t('production.all_factories')}
        options={(parties?.factories ?? []).map((f) => ({ value: f._id, label: f.name }))}
        minW="56"
      />
      <SellerFilter sellers={parties?.sellers} />
      <DateRangeFilter labels={dateLabels} />
    </HStack>
  );
}
