import { useState } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { makeStoreInput } from '@pod/shared';
import { toaster } from '../../../ui/toaster';
import type { StoreFieldsFragment } from '../../../gql/graphql';
import { ConfirmButton, DateCell, FormDialog, schemaErrorKeys, SecretOnce, showError, TextField, useSaveForm, type FieldErrorKeys } from '../../../ui';
import { useOrdersT } from '../i18n';
import { useMakeStore, useRevokeStoreToken, useRotateStoreToken } from '../hooks/storeMutations';

/**
 * A store's push token: its start and last use, a button making a new one (shown once, with copy;
 * the previous one stops working) and one revoking it.
 */
export function StoreTokenCell({ store, onChanged }: { store: StoreFieldsFragment; onChanged: () => void }) {
  const { t } = useOrdersT();
  const [rotate, rotating] = useRotateStoreToken();
  const [revoke] = useRevokeStoreToken();
  const [fresh, setFresh] = useState<string | null>(null);
  return (
    <Stack gap="1" onClick={(e) => e.stopPropagation()}>
      <Text
        fontSize="xs"
        fontFamily={store.token_prefix ? 'mono' : undefined}
        color={store.token_prefix ? undefined : 'fg.muted'}
        data-testid={`store-token-${store._id}`}
      >
        {store.token_prefix ?? t('stores.token_none')}
      </Text>
      {store.token_prefix && (
        <Text fontSize="xs" color="fg.muted">
          {t('stores.token_last_used')} {store.token_last_used_at ? <DateCell value={store.token_last_used_at} /> : t('stores.token_never')}
        </Text>
      )}
      {store.status === 'active' && (
        <HStack gap="1">
          <Button
            size="xs"
            variant="outline"
            loading={rotating.loading}
            data-testid={`rotate-store-token-${store._id}`}
            onClick={async () => {
              try {
                const r = await rotate({ variables: { store_id: store._id } });
                setFresh(r.data?.rotateStoreToken.token ?? null);
                onChanged();
              } catch (e) {
                showError(e);
              }
            }}
          >
            {store.token_prefix ? t('stores.token_rotate') : t('stores.token_make')}
          </Button>
          {store.token_prefix && (
            <ConfirmButton
              size="xs"
              label={t('stores.token_revoke')}
              title={t('stores.token_revoke_title', { name: store.name })}
              body={t('stores.token_revoke_body')}
              testId={`revoke-store-token-${store._id}`}
              onConfirm={async () => {
                try {
                  await revoke({ variables: { store_id: store._id } });
                  onChanged();
                } catch (e) {
                  showError(e);
                }
              }}
            />
          )}
        </HStack>
      )}
      {fresh && (
        <FormDialog title={t('stores.token_title', { name: store.name })} testId="store-token-dialog" onClose={() => setFresh(null)}>
          <Stack gap="3">
            <Text fontSize="sm">{t('stores.token_explain')}</Text>
            <SecretOnce
              value={fresh}
              title={t('stores.token_shown_once')}
              copyLabel={t('stores.token_copy')}
              copiedLabel={t('stores.token_copied')}
              testId="store-token"
            />
          </Stack>
        </FormDialog>
      )}
    </Stack>
  );
}

/** The shop's webhook signing secret: set or replaced here, never shown again. */
export function WebhookSecretButton({ store, onChanged }: { store: StoreFieldsFragment; onChanged: () => void }) {
  const { t } = useOrdersT();
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState('');
  const [errors, setErrors] = useState<FieldErrorKeys>({});
  const [make, making] = useMakeStore();
  const save = useSaveForm(setErrors);
  const close = () => {
    setOpen(false);
    setSecret('');
    setErrors({});
  };
  return (
    <Stack gap="1" onClick={(e) => e.stopPropagation()}>
      <Text fontSize="xs" color={store.has_webhook_secret ? undefined : 'fg.muted'} data-testid={`webhook-state-${store._id}`}>
        {store.has_webhook_secret ? t('stores.webhook_set') : t('stores.webhook_unset')}
      </Text>
      {store.status === 'active' && (
        <Button size="xs" variant="outline" data-testid={`webhook-secret-${store._id}`} onClick={() => setOpen(true)}>
          {store.has_webhook_secret ? t('stores.webhook_replace') : t('stores.webhook_add')}
        </Button>
      )}
      {open && (
        <FormDialog title={t('stores.webhook_title', { name: store.name })} testId="webhook-secret-dialog" onClose={close}>
          <Stack as="form" gap="3" onSubmit={(e) => e.preventDefault()}>
            <Text fontSize="sm">{t('stores.webhook_explain')}</Text>
            <TextField
              name="webhook_secret"
              type="password"
              label={t('stores.webhook_secret')}
              required
              value={secret}
              error={errors.webhook_secret && t(errors.webhook_secret)}
              onChange={setSecret}
            />
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf="start"
              loading={making.loading}
              data-testid="webhook-secret-save"
              onClick={() => {
                const value = { _id: store._id, webhook_secret: secret };
                const missing: FieldErrorKeys = secret.trim() ? {} : { webhook_secret: 'stores.webhook_required' };
                void save({ ...schemaErrorKeys(makeStoreInput, value), ...missing }, async () => {
                  await make({ variables: { input: value } });
                  toaster.success({ title: t('stores.webhook_saved') });
                  close();
                  onChanged();
                });
              }}
            >
              {t('stores.webhook_save')}
            </Button>
          </Stack>
        </FormDialog>
      )}
    </Stack>
  );
}
