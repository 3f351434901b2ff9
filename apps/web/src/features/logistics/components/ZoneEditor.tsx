import { Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { countryName, isCountryCode, type CountryLanguage } from '@pod/shared';
import { CheckField, MoneyField, SimpleTable, TextField, type FieldErrorKeys, type SimpleColumn } from '../../../ui';
import { useLogisticsT } from '../i18n';

/** A zone as the form holds it: text while typing, parsed on save. */
export interface ZoneDraft {
  name: string;
  countries: string;
  rest_of_world: boolean;
  tiers: Array<{ min_weight: string; max_weight: string; first_item: string; additional_item: string }>;
}

type Tier = ZoneDraft['tiers'][number];
const TIER_FIELDS = ['min_weight', 'max_weight', 'first_item', 'additional_item'] as const;

export const emptyTier = (from = '0') => ({ min_weight: from, max_weight: '', first_item: '0.00', additional_item: '0.00' });

/** One zone: name, countries (named in the current language as typed), rest of world, and its weight tiers. */
export function ZoneEditor({
  index,
  zone,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  zone: ZoneDraft;
  errors: FieldErrorKeys;
  onChange: (zone: ZoneDraft) => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useLogisticsT();
  const lang = (['en', 'de', 'fr', 'pt'].includes(i18n.language) ? i18n.language : 'en') as CountryLanguage;
  const err = (path: string) => (errors[`zones.${index}.${path}`] ? t(errors[`zones.${index}.${path}`]) : undefined);
  const codes = zone.countries
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
  const setTier = (i: number, patch: Partial<ZoneDraft['tiers'][number]>) =>
    onChange({ ...zone, tiers: zone.tiers.map((tier, j) => (j === i ? { ...tier, ...patch } : tier)) });
  const last = zone.tiers[zone.tiers.length - 1];
  return (
    <Box borderWidth="1px" rounded="md" p="4" data-testid={`zone-${index}`}>
      <HStack align="start" gap="4" wrap="wrap">
        <Box flex="1" minW="48">
          <TextField
            name={`zone-${index}-name`}
            label={t('table.zone_name')}
            value={zone.name}
            onChange={(name) => onChange({ ...zone, name })}
            error={err('name')}
          />
        </Box>
        <Box flex="2" minW="64">
          <TextField
            name={`zone-${index}-countries`}
            label={t('table.countries')}
            helper={t('table.countries_help')}
            value={zone.countries}
            onChange={(countries) => onChange({ ...zone, countries })}
            error={err('countries')}
          />
          {codes.length > 0 && (
            <Text fontSize="sm" color="fg.muted" mt="1" data-testid={`zone-${index}-country-names`}>
              {codes.map((c) => (isCountryCode(c) ? countryName(c, lang) : `${c} ?`)).join(', ')}
            </Text>
          )}
        </Box>
        <Box pt="8">
          <CheckField
            name={`zone-${index}-rest`}
            label={t('table.rest_of_world')}
            checked={zone.rest_of_world}
            onChange={(rest_of_world) => onChange({ ...zone, rest_of_world })}
          />
        </Box>
        <Button size="sm" variant="ghost" colorPalette="red" mt="7" onClick={onRemove}>
          {t('table.remove_zone')}
        </Button>
      </HStack>
      <Text fontWeight="medium" mt="4" mb="2">
        {t('table.tiers')}
      </Text>
      <SimpleTable
        rows={zone.tiers}
        rowKey={(_, i) => i}
        rowProps={(_, i) => ({ 'data-testid': `zone-${index}-tier-${i}` })}
        empty={null}
        columns={[
          ...TIER_FIELDS.map((field): SimpleColumn<Tier> => ({
            key: field,
            cell: () => ({ verticalAlign: 'top' }),
            render: (tier, i) => {
              const props = {
                name: `zone-${index}-tier-${i}-${field}`,
                label: t(`table.${field === 'min_weight' ? 'from' : field === 'max_weight' ? 'to' : field}`),
                value: tier[field],
                onChange: (value: string) => setTier(i, { [field]: value }),
                error: err(`tiers.${i}.${field}`),
              };
              // The item prices are amounts, typed in the interface language; the weights are whole grams.
              return field === 'first_item' || field === 'additional_item' ? <MoneyField {...props} /> : <TextField {...props} />;
            },
          })),
          {
            key: 'remove',
            cell: () => ({ verticalAlign: 'top', pt: '9' }),
            render: (_, i) => (
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={t('table.remove_tier')}
                onClick={() => onChange({ ...zone, tiers: zone.tiers.filter((_, j) => j !== i) })}
              >
                <Trash2 size={14} />
              </IconButton>
            ),
          },
        ]}
      />
      <Stack mt="2" align="start">
        {err('tiers') && <Text color="fg.error">{err('tiers')}</Text>}
        <Button
          size="xs"
          variant="outline"
          onClick={() => onChange({ ...zone, tiers: [...zone.tiers, emptyTier(last?.max_weight || '0')] })}
          data-testid={`zone-${index}-add-tier`}
        >
          {t('table.add_tier')}
        </Button>
      </Stack>
    </Box>
  );
}
