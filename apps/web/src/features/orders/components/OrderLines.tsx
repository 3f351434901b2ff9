import { HStack, Stack, Text } from '@chakra-ui/react';
import type { OrderQuery } from '../../../gql/graphql';
import { CheckField, MoneyCell, Thumbnail } from '../../../ui';
import { useOrdersT } from '../i18n';

type Line = OrderQuery['order']['items'][number];

/** The order's lines with their designs per print area; while splitting, each line can be picked. */
export function OrderLines({ lines, picking, picked, onPick }: { lines: Line[]; picking: boolean; picked: Set<string>; onPick: (ids: Set<string>) => void }) {
  const { t } = useOrdersT();
  return (
    <Stack gap="3" data-testid="order-lines">
      {lines.map((line) => (
        <HStack key={line._id} align="start" gap="3" borderBottomWidth="1px" pb="3" data-testid="order-line">
          {picking && (
            <CheckField
              name={`split-${line._id}`}
              ariaLabel={t('split.pick', { sku: line.sku })}
              checked={picked.has(line._id)}
              onChange={(on) => {
                const next = new Set(picked);
                if (on) next.add(line._id);
                else next.delete(line._id);
                onPick(next);
              }}
            />
          )}
          <HStack gap="1" minW="24">
            {line.design_files.map((d) => (
              <Thumbnail key={d.area} src={d.url} name={`${d.area}: ${d.name ?? ''}`} size="12" />
            ))}
            {/* Links given on the line that the intake job is still fetching. */}
            {Object.entries((line.design_urls ?? {}) as Record<string, string>).map(([area, url]) => (
              <Text key={area} fontSize="xs" color="fg.muted" title={url} data-testid="design-fetching">
                {t('lines.fetching', { area })}
              </Text>
            ))}
            {line.design_files.length === 0 && Object.keys(line.design_urls ?? {}).length === 0 && (
              <Text fontSize="xs" color="fg.error" data-testid="no-design">
                {t('lines.no_design')}
              </Text>
            )}
          </HStack>
          <Stack gap="0" flex="1">
            <Text fontWeight="medium">{line.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              {line.sku}
              {line.design_files.length > 0 && ` · ${line.design_files.map((d) => t(`print_side.${d.area}`, { defaultValue: d.area })).join(', ')}`}
            </Text>
          </Stack>
          <Text minW="16" textAlign="end">
            {line.quantity} × <MoneyCell value={line.price} />
          </Text>
          <Text minW="20" textAlign="end" fontWeight="medium">
            <MoneyCell value={line.total} />
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}
