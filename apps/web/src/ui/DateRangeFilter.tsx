import { Box, Field, HStack, Input } from '@chakra-ui/react';
import { useUiT } from './i18n';
import { useListParams } from './useListParams';

/**
 * The one date-range filter of the lists: two labelled day inputs kept in the URL (`names`, by default
 * `from` and `to`; each change goes back to page 1). `labels` replaces "From" and "To" where a list says which date.
 */
export function DateRangeFilter({ names = ['from', 'to'], labels }: { names?: readonly [string, string]; labels?: { from: string; to: string } }) {
  const { t } = useUiT();
  const { params, patch } = useListParams();
  const text = labels ?? { from: t('date_range.from'), to: t('date_range.to') };
  return (
    <HStack gap="2" align="end" data-testid="date-range">
      {names.map((name, i) => (
        <Box key={name} w="40">
          <Field.Root>
            <Field.Label fontSize="sm">{i === 0 ? text.from : text.to}</Field.Label>
            <Input
              size="sm"
              type="date"
              name={name}
              data-testid={`field-${name}`}
              value={params.get(name) ?? ''}
              onChange={(e) => patch({ [name]: e.target.value })}
            />
          </Field.Root>
        </Box>
      ))}
    </HStack>
  );
}
