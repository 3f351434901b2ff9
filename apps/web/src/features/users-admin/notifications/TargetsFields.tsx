import { Button, Grid as CGrid, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useAdminT } from '../i18n';
import { EMPTY_ALIAS, type TargetsForm } from './notification-form';
import { Grid, TextField } from '../../../ui';

const ALIAS_KEYS = ['id', 'username', 'first_name', 'last_name'] as const;

/**
 * Who is told and where, for the settings or one of their events: web address, mentions, the
 * channel (id and title) and alias mentions. `idPrefix` names the test ids, `errorPrefix` the error keys.
 */
export function TargetsFields({
  value,
  onChange,
  idPrefix,
  errorPrefix,
  error,
}: {
  value: TargetsForm;
  onChange: (patch: Partial<TargetsForm>) => void;
  idPrefix: string;
  errorPrefix: string;
  error: (key: string) => string | undefined;
}) {
  const { t } = useAdminT();
  const aliasError = error(`${errorPrefix}alias_mentions`);
  const setAlias = (i: number, key: (typeof ALIAS_KEYS)[number], v: string) =>
    onChange({ aliases: value.aliases.map((x, j) => (j === i ? { ...x, [key]: v } : x)) });
  return (
    <Stack gap="3">
      <Grid columns={4}>
        <TextField
          name={`${idPrefix}-url`}
          label={t('notify.url')}
          value={value.url}
          onChange={(url) => onChange({ url })}
          error={error(`${errorPrefix}url`)}
          placeholder="https://"
        />
        <TextField
          name={`${idPrefix}-mentions`}
          label={t('notify.mentions')}
          value={value.mentions}
          onChange={(mentions) => onChange({ mentions })}
          error={error(`${errorPrefix}mentions`)}
          helper={t('notify.comma_hint')}
        />
        <TextField
          name={`${idPrefix}-group-id`}
          label={t('notify.group_id')}
          value={value.group_id}
          onChange={(group_id) => onChange({ group_id })}
          error={error(`${errorPrefix}group`)}
        />
        <TextField
          name={`${idPrefix}-group-title`}
          label={t('notify.group_title')}
          value={value.group_title}
          onChange={(group_title) => onChange({ group_title })}
        />
      </Grid>
      <Stack gap="2" data-testid={`${idPrefix}-aliases`}>
        <HStack justify="space-between">
          <Text fontSize="sm" fontWeight="medium">
            {t('notify.alias_mentions')}
          </Text>
          <Button
            size="xs"
            variant="outline"
            onClick={() => onChange({ aliases: [...value.aliases, { ...EMPTY_ALIAS }] })}
            data-testid={`${idPrefix}-alias-add`}
          >
            {t('notify.add_alias')}
          </Button>
        </HStack>
        {value.aliases.map((a, i) => (
          <CGrid key={i} templateColumns={{ base: '1fr', md: 'repeat(4, 1fr) auto' }} gap="2" alignItems="center">
            {ALIAS_KEYS.map((k) => (
              <Input
                key={k}
                size="sm"
                placeholder={t(`notify.alias.${k}`)}
                aria-label={t(`notify.alias.${k}`)}
                data-testid={`${idPrefix}-alias-${i}-${k}`}
                value={a[k]}
                onChange={(e) => setAlias(i, k, e.target.value)}
              />
            ))}
            <IconButton
              size="sm"
              variant="ghost"
              aria-label={t('common.remove')}
              onClick={() => onChange({ aliases: value.aliases.filter((_, j) => j !== i) })}
            >
              ✕
            </IconButton>
          </CGrid>
        ))}
        {aliasError && (
          <Text color="fg.error" fontSize="sm" data-testid={`error-${idPrefix}-aliases`}>
            {aliasError}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
