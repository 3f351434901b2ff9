import { useState } from 'react';
import { Button, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import { API_TOKEN_SCOPE_AREAS, API_TOKEN_SCOPE_LEVELS, API_TOKEN_SCOPES, apiTokenScopesInput } from '@pod/shared';
import { API_TOKEN, REGENERATE_API_TOKEN } from '../features/api-token';
import { CheckField, errorText, FormDialog, schemaErrorKeys, SecretOnce } from '../ui';

/**
 * API token: shows prefix, scopes and dates; the user chooses what a new token may do (orders,
 * products, … read or write) and regenerating shows the new full token once, with a copy button.
 */
export function ApiTokenDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const info = useQuery(API_TOKEN, { skip: !open, fetchPolicy: 'network-only' });
  const [regenerate, regen] = useMutation(REGENERATE_API_TOKEN);
  const [fresh, setFresh] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [scopes, setScopes] = useState<string[] | null>(null);

  const fmt = (v?: string | null) => (v ? new Date(v).toLocaleString(i18n.language) : t('api_token.never'));
  const current = info.data?.apiToken;
  // Until the user changes them, a new token gets the current token's scopes (none yet: read orders).
  const chosen = scopes ?? (current?.scopes.length ? current.scopes : ['orders:read']);
  const toggle = (scope: string, on: boolean) => setScopes(on ? [...chosen, scope] : chosen.filter((s) => s !== scope));
  const scopeError = schemaErrorKeys(apiTokenScopesInput, { scopes: chosen }).scopes;

  return (
    <FormDialog
      open={open}
      title={t('api_token.title')}
      testId="api-token-dialog"
      onClose={() => {
        setFresh(null);
        setError(null);
        setScopes(null);
        onClose();
      }}
      footer={
        <Button
          colorPalette="brand"
          loading={regen.loading}
          disabled={!!scopeError}
          data-testid="api-token-regenerate"
          onClick={async () => {
            setError(null);
            try {
              const r = await regenerate({ variables: { scopes: chosen } });
              setFresh(r.data?.regenerateApiToken.token ?? null);
              await info.refetch();
            } catch (err) {
              setError(errorText(err));
            }
          }}
        >
          {current ? t('api_token.regenerate') : t('api_token.generate')}
        </Button>
      }
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t('api_token.explain')}
        </Text>
        {info.loading && <Spinner size="sm" />}
        {info.error && <Text color="fg.error">{errorText(info.error)}</Text>}
        {!info.loading && !info.error && (
          <Stack gap="1" fontSize="sm" data-testid="api-token-info">
            {current ? (
              <>
                <HStack>
                  <Text color="fg.muted" minW="32">
                    {t('api_token.prefix')}
                  </Text>
                  <Text fontFamily="mono" data-testid="api-token-prefix">
                    {current.prefix.replace(/[….]+$/, '')}…
                  </Text>
                </HStack>
                <HStack align="start">
                  <Text color="fg.muted" minW="32">
                    {t('api_token.scopes')}
                  </Text>
                  <Text data-testid="api-token-scopes">
                    {current.scopes.length ? current.scopes.map((s) => t(`api_token.scope.${s.replace(':', '_')}`)).join(', ') : t('api_token.no_scopes')}
                  </Text>
                </HStack>
                <HStack>
                  <Text color="fg.muted" minW="32">
                    {t('api_token.created')}
                  </Text>
                  <Text>{fmt(current.created_at)}</Text>
                </HStack>
                <HStack>
                  <Text color="fg.muted" minW="32">
                    {t('api_token.last_used')}
                  </Text>
                  <Text>{fmt(current.last_used_at)}</Text>
                </HStack>
              </>
            ) : (
              <Text>{t('api_token.none')}</Text>
            )}
          </Stack>
        )}
        <Stack gap="2" as="fieldset" data-testid="api-token-scope-choice">
          <Text as="legend" fontSize="sm" fontWeight="medium">
            {t('api_token.choose_scopes')}
          </Text>
          <SimpleGrid columns={3} gapX="4" gapY="1" fontSize="sm" alignItems="center">
            <span />
            {API_TOKEN_SCOPE_LEVELS.map((level) => (
              <Text key={level} color="fg.muted">
                {t(`api_token.level.${level}`)}
              </Text>
            ))}
            {API_TOKEN_SCOPE_AREAS.map((area) => (
              <ScopeRow
                key={area}
                area={area}
                label={t(`api_token.area.${area}`)}
                chosen={chosen}
                onToggle={toggle}
                levelLabel={(l) => t(`api_token.scope.${area}_${l}`)}
              />
            ))}
          </SimpleGrid>
          {scopeError && (
            <Text color="fg.error" fontSize="sm">
              {t('api_token.scopes_required')}
            </Text>
          )}
        </Stack>
        {fresh && (
          <SecretOnce value={fresh} title={t('api_token.shown_once')} copyLabel={t('api_token.copy')} copiedLabel={t('api_token.copied')} testId="api-token" />
        )}
        {error && <Text color="fg.error">{error}</Text>}
      </Stack>
    </FormDialog>
  );
}

/** One area's row: its name, then a box per level (write includes read). */
function ScopeRow({
  area,
  label,
  chosen,
  onToggle,
  levelLabel,
}: {
  area: string;
  label: string;
  chosen: string[];
  onToggle: (scope: string, on: boolean) => void;
  levelLabel: (level: string) => string;
}) {
  return (
    <>
      <Text>{label}</Text>
      {API_TOKEN_SCOPE_LEVELS.map((level) => {
        const scope = `${area}:${level}`;
        // An area may have read only (extensions): no box for a scope that does not exist.
        if (!(API_TOKEN_SCOPES as readonly string[]).includes(scope)) return <span key={level} />;
        return (
          <CheckField
            key={level}
            name={`scope-${area}-${level}`}
            ariaLabel={levelLabel(level)}
            checked={chosen.includes(scope)}
            onChange={(on) => onToggle(scope, on)}
          />
        );
      })}
    </>
  );
}
