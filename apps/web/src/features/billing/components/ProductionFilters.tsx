import { Box, HStack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { patchParams, SelectField, TextField } from '../../../ui';
import { useBillingT } from '../i18n';
import { PRODUCTION_PARTIES } from '../production.graphql';
import { toDmy } from './period';

/** The production screens' filters, kept in the URL (?factory, ?seller, ?from, ?to) as the API takes them. */
export function useProductionFilters() {
  const [params, setParams] = useSearchParams();
  const set = (patch: Record<string, string | null>) => setParams(patchParams(window.location.search, { page: null, ...patch }));
  const filters = {
    manufacture_id: params.get('factory') || undefined,
    user_id: params.get('seller') || undefined,
    start: toDmy(params.get('from')),
    end: toDmy(params.get('to')),
  };
  return { params, set, setParams, filters };
}

/** Factory, seller and date range. */
export function ProductionFilters({ dateLabels }: { dateLabels: { from: string; to: string } }) {
  const { t } = useBillingT();
  const { params, set } = useProductionFilters();
  const parties = useQuery(PRODUCTION_PARTIES).data?.productionParties;
  return (
    <HStack gap="4" mb="4" align="end" wrap="wrap">
      <Box minW="56">
        <SelectField
          name="factory"
          label={t('production.factory')}
          size="sm"
          value={params.get('factory') ?? ''}
          onChange={(v) => set({ factory: v || null })}
          options={[{ value: '', label: t('production.all_factories') }, ...(parties?.factories ?? []).map((f) => ({ value: f._id, label: f.name }))]}
        />
      </Box>
      <Box minW="64">
        <SelectField
          name="seller"
          label={t('col.seller')}
          size="sm"
          value={params.get('seller') ?? ''}
          onChange={(v) => set({ seller: v || null })}
          options={[{ value: '', label: t('invoice.all_sellers') }, ...(parties?.sellers ?? []).map((u) => ({ value: u._id, label: u.email }))]}
        />
      </Box>
      <Box w="44">
        <TextField name="from" type="date" label={dateLabels.from} value={params.get('from') ?? ''} onChange={(v) => set({ from: v || null })} />
      </Box>
      <Box w="44">
        <TextField name="to" type="date" label={dateLabels.to} value={params.get('to') ?? ''} onChange={(v) => set({ to: v || null })} />
      </Box>
    </HStack>
  );
}
