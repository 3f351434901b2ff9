import { Box, HStack, NativeSelect, Text, VStack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { MARKETPLACES } from '@pod/shared';
import { TextField, SelectField } from '../../../ui';
import { PLATFORM_LEVEL, PLATFORM_SPECIFICS } from '../graphql';
import { useCatalogueT } from '../i18n';
import type { PlatformChoice } from '../preset-form';

/** One level of the marketplace tree as a select: the roots, or the children of the level above. */
function LevelSelect({
  platform,
  level,
  parent,
  value,
  onPick,
}: {
  platform: string;
  level: number;
  parent: string | null;
  value: string;
  onPick: (c: { id: string; name: string; level: number } | null) => void;
}) {
  const { t } = useCatalogueT();
  const options = useQuery(PLATFORM_LEVEL, { variables: { platform, level, parent } }).data?.platformProductCategory ?? [];
  if (options.length === 0) return null;
  return (
    <NativeSelect.Root size="sm" maxW="64">
      <NativeSelect.Field
        aria-label={t('marketplace.level', { level })}
        value={value}
        data-testid={`marketplace-level-${level}`}
        onChange={(e) => {
          const c = options.find((o) => o.id === e.target.value);
          onPick(c ? { id: c.id, name: c.name, level } : null);
        }}
      >
        <option value="">{t('marketplace.choose')}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** Walks a marketplace's categories level by level, then asks for the specifics the chosen category needs. */
export function MarketplaceCategoryPicker({ value, onChange }: { value: PlatformChoice; onChange: (v: PlatformChoice) => void }) {
  const { t } = useCatalogueT();
  const leaf = value.path[value.path.length - 1];
  const specifics =
    useQuery(PLATFORM_SPECIFICS, { variables: { platform: value.platform, id: leaf?.id ?? '' }, skip: !leaf }).data?.platformProductSpecifics ?? [];
  const pick = (level: number) => (c: { id: string; name: string; level: number } | null) =>
    onChange({ ...value, path: [...value.path.slice(0, level - 1), ...(c ? [c] : [])], specifics: {} });
  return (
    <VStack align="stretch" gap="3">
      <Box maxW="xs">
        <SelectField
          name="platform"
          label={t('marketplace.platform')}
          value={value.platform}
          onChange={(platform) => onChange({ platform, path: [], specifics: {} })}
          options={MARKETPLACES.map((m) => ({ value: m, label: m }))}
        />
      </Box>
      <HStack wrap="wrap" gap="2">
        {[1, ...value.path.map((c) => c.level + 1)].map((level) => (
          <LevelSelect
            key={`${value.platform}-${level}`}
            platform={value.platform}
            level={level}
            parent={level === 1 ? null : value.path[level - 2].id}
            value={value.path[level - 1]?.id ?? ''}
            onPick={pick(level)}
          />
        ))}
      </HStack>
      {leaf && (
        <Text fontSize="sm" color="fg.muted" data-testid="marketplace-path">
          {value.path.map((c) => c.name).join(' › ')}
        </Text>
      )}
      {specifics.length > 0 && (
        <VStack align="stretch" gap="2" data-testid="marketplace-specifics">
          {specifics.map((s) =>
            s.type === 'select' ? (
              <SelectField
                key={s.key}
                name={`specific-${s.key}`}
                label={`${s.name}${s.mode === 'required' ? ' *' : ''}`}
                value={value.specifics[s.key] ?? ''}
                onChange={(v) => onChange({ ...value, specifics: { ...value.specifics, [s.key]: v } })}
                options={[{ value: '', label: t('marketplace.choose') }, ...s.value.map((v) => ({ value: v, label: v }))]}
              />
            ) : (
              <TextField
                key={s.key}
                name={`specific-${s.key}`}
                label={s.name}
                required={s.mode === 'required'}
                value={value.specifics[s.key] ?? ''}
                onChange={(v) => onChange({ ...value, specifics: { ...value.specifics, [s.key]: v } })}
              />
            ),
          )}
        </VStack>
      )}
    </VStack>
  );
}
