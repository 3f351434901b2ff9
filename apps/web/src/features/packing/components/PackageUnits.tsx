import { HStack, Stack, Text } from '@chakra-ui/react';
import { DateCell, Section, StatusBadge, Thumbnail } from '../../../ui';
import { usePackingT } from '../i18n';

interface Unit {
  _id: string;
  code: string;
  status: string;
  product_name: string;
  variant_title: string;
  image?: string | null;
  ship_by: string;
}

/** A package's units: those packed, then those it still waits for with where each is now and when it is due. */
export function PackageUnits({ packed, missing, total }: { packed: readonly Unit[]; missing: readonly Unit[]; total: number }) {
  const { t } = usePackingT();
  const row = (u: Unit, waiting: boolean) => (
    <HStack key={u._id} gap="3" data-testid={waiting ? 'package-missing-unit' : 'package-unit'}>
      {u.image && <Thumbnail src={u.image} name={u.product_name} />}
      <Stack gap="0" flex="1">
        <Text fontFamily="mono" fontWeight="semibold">
          {u.code}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {[u.product_name, u.variant_title].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
      {waiting && (
        <Stack gap="0" align="end" fontSize="xs">
          <StatusBadge status={u.status} />
          <Text>
            {t('drawer.due')} <DateCell value={u.ship_by} />
          </Text>
        </Stack>
      )}
    </HStack>
  );
  return (
    <Section title={t('drawer.units', { packed: packed.length, total })}>
      <Stack gap="2" data-testid="package-units">
        {packed.map((u) => row(u, false))}
        {missing.length > 0 && (
          <Text fontSize="sm" fontWeight="semibold" pt="1">
            {t('drawer.missing', { count: missing.length })}
          </Text>
        )}
        {missing.map((u) => row(u, true))}
      </Stack>
    </Section>
  );
}
