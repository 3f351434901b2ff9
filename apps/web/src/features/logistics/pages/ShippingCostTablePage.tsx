import { useEffect, useState } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { saveShippingCostTableInput, type ShippingZone } from '@pod/shared';
import { useSearchParams } from 'react-router';
import { toaster } from '../../../ui/toaster';
import type { ShippingCostTableQuery } from '../../../gql/graphql';
import { errorText, PageHeader, schemaErrorKeys, Section, SelectField, useSaveForm, type FieldErrorKeys } from '../../../ui';
import { QuoteBox } from '../components/QuoteBox';
import { emptyTier, ZoneEditor, type ZoneDraft } from '../components/ZoneEditor';
import { SHIPPING_COST_TABLE } from '../graphql';
import { ShippingTablePage, useLogisticsT } from '../i18n';
import { splitList } from '../lists';
import { useMakeShippingCostTable } from '../hooks/mutations';

type MethodTable = ShippingCostTableQuery['shippingCostTable'][number];

const toDraft = (zones: MethodTable['zones']): ZoneDraft[] =>
  zones.map((z) => ({
    name: z.name,
    countries: z.countries.join(', '),
    rest_of_world: z.rest_of_world,
    tiers: z.tiers.map((tier) => ({
      min_weight: String(tier.min_weight),
      max_weight: tier.max_weight === null || tier.max_weight === undefined ? '' : String(tier.max_weight),
      first_item: tier.first_item,
      additional_item: tier.additional_item,
    })),
  }));

/** The form's zones as makeShippingCostTable takes them (blank "up to" is no upper bound). */
const toInput = (zones: ZoneDraft[]) =>
  zones.map((z) => ({
    name: z.name,
    countries: splitList(z.countries).map((c) => c.toUpperCase()),
    rest_of_world: z.rest_of_world,
    tiers: z.tiers.map((tier) => ({
      min_weight: Number(tier.min_weight),
      max_weight: tier.max_weight.trim() === '' ? null : Number(tier.max_weight),
      first_item: tier.first_item,
      additional_item: tier.additional_item,
    })),
  }));

function CostTable() {
  const { t } = useLogisticsT();
  const [params, setParams] = useSearchParams();
  const { data, loading, error, refetch } = useQuery(SHIPPING_COST_TABLE);
  const methods = data?.shippingCostTable ?? [];
  const methodId = params.get('method') ?? methods[0]?.method_id ?? '';
  const method = methods.find((m) => m.method_id === methodId);
  const [zones, setZones] = useState<ZoneDraft[]>([]);
  const [errors, setErrors] = useState<FieldErrorKeys>({});
  const save = useSaveForm(setErrors);
  const [make, saving] = useMakeShippingCostTable();
  useEffect(() => {
    setZones(method ? toDraft(method.zones) : []);
    setErrors({});
  }, [method]);

  if (error) return <Text color="fg.error">{errorText(error)}</Text>;
  if (!loading && methods.length === 0) return <Text>{t('table.no_methods')}</Text>;
  const input = { method_id: methodId, zones: toInput(zones) };
  const saved: ShippingZone[] = method?.zones.map((z) => ({ ...z, tiers: z.tiers.map((tier) => ({ ...tier, max_weight: tier.max_weight ?? null })) })) ?? [];
  return (
    <Stack gap="4">
      <PageHeader title={t('menu.shipping_table')} />
      <Box maxW="sm">
        <SelectField
          name="method"
          label={t('table.method')}
          value={methodId}
          onChange={(id) => setParams({ method: id })}
          options={methods.map((m) => ({ value: m.method_id, label: m.method_name }))}
        />
      </Box>
      <Section title={t('table.zones')} testId="zones">
        <Stack
          as="form"
          gap="4"
          onSubmit={(e) => {
            e.preventDefault();
            void save(schemaErrorKeys(saveShippingCostTableInput, input), async () => {
              await make({ variables: { input } });
              toaster.success({ title: t('table.saved', { name: method?.method_name ?? '' }) });
              await refetch();
            });
          }}
        >
          {zones.map((zone, i) => (
            <ZoneEditor
              key={i}
              index={i}
              zone={zone}
              errors={errors}
              onChange={(next) => setZones(zones.map((z, j) => (j === i ? next : z)))}
              onRemove={() => setZones(zones.filter((_, j) => j !== i))}
            />
          ))}
          {errors.zones && <Text color="fg.error">{t(errors.zones)}</Text>}
          <HStack>
            <Button
              variant="outline"
              onClick={() => setZones([...zones, { name: '', countries: '', rest_of_world: false, tiers: [emptyTier()] }])}
              data-testid="zone-add"
            >
              {t('table.add_zone')}
            </Button>
            <Button type="submit" colorPalette="brand" loading={saving.loading} data-testid="table-save">
              {t('common.save')}
            </Button>
          </HStack>
        </Stack>
      </Section>
      <QuoteBox zones={saved} />
    </Stack>
  );
}

export default function ShippingCostTablePage() {
  return (
    <ShippingTablePage>
      <CostTable />
    </ShippingTablePage>
  );
}
