import { useState, type FormEvent } from 'react';
import { Box, Button, Field, HStack, Input } from '@chakra-ui/react';
import { useListParams } from '../../../ui';
import { useAccessLogsT } from '../i18n';

/** Exact-match text filters kept in the URL: typed, then applied together with Enter or the button. */
export function TextFilters({ names }: { names: readonly string[] }) {
  const { t } = useAccessLogsT();
  const { params, patch } = useListParams();
  const [draft, setDraft] = useState<Record<string, string>>(() => Object.fromEntries(names.map((n) => [n, params.get(n) ?? ''])));
  return (
    <HStack
      as="form"
      gap="2"
      align="end"
      wrap="wrap"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        patch(Object.fromEntries(names.map((n) => [n, draft[n].trim() || null])));
      }}
    >
      {names.map((name) => (
        <Box key={name} w="44">
          <Field.Root>
            <Field.Label fontSize="sm">{t(`filter.${name}`)}</Field.Label>
            <Input size="sm" name={name} data-testid={`filter-${name}`} value={draft[name]} onChange={(e) => setDraft({ ...draft, [name]: e.target.value })} />
          </Field.Root>
        </Box>
      ))}
      <Button type="submit" size="sm" variant="outline" data-testid="apply-filters">
        {t('filter.apply')}
      </Button>
    </HStack>
  );
}

/** The date inputs' YYYY-MM-DD as the API's DD-MM-YYYY. */
export const toDmy = (iso: string | null) => (iso ? iso.split('-').reverse().join('-') : undefined);
