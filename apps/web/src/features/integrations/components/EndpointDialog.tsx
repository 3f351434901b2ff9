import { useState } from 'react';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { makeWebhookEndpointInput, WEBHOOK_EVENTS } from '@pod/shared';
import { toaster } from '../../../ui/toaster';
import type { WebhookEndpointFieldsFragment } from '../../../gql/graphql';
import { CheckField, FormDialog, schemaErrorKeys, SecretOnce, TextField, useSaveForm, type FieldErrorKeys } from '../../../ui';
import { useIntegrationsT } from '../i18n';
import { BAD_COLOR } from './colors';
import { useMakeWebhookEndpoint } from '../hooks/mutations';

/** Adds an endpoint (its signing secret is shown once, here) or changes one. */
export function EndpointDialog({ endpoint, onClose, onSaved }: { endpoint: WebhookEndpointFieldsFragment | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useIntegrationsT();
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [events, setEvents] = useState<string[]>(endpoint?.events ?? ['order.status_changed']);
  const [enabled, setEnabled] = useState(endpoint?.enabled ?? true);
  const [rotate, setRotate] = useState(false);
  const [errors, setErrors] = useState<FieldErrorKeys>({});
  const [secret, setSecret] = useState<string | null>(null);
  const [make, making] = useMakeWebhookEndpoint();
  const save = useSaveForm(setErrors);
  const value = { _id: endpoint?._id, url, events, description: description || undefined, enabled, rotate_secret: rotate || undefined };
  const submit = () =>
    save(schemaErrorKeys(makeWebhookEndpointInput, value), async () => {
      const r = await make({ variables: value });
      onSaved();
      toaster.success({ title: t('endpoint.saved') });
      if (r.data?.makeWebhookEndpoint.secret) setSecret(r.data.makeWebhookEndpoint.secret);
      else onClose();
    });
  if (secret)
    return (
      <FormDialog
        title={t('endpoint.secret_title')}
        testId="webhook-secret-dialog"
        onClose={onClose}
        footer={<Button onClick={onClose}>{t('endpoint.done')}</Button>}
      >
        <Stack gap="3">
          <Text fontSize="sm">{t('endpoint.secret_explain')}</Text>
          <SecretOnce
            value={secret}
            title={t('endpoint.secret_once')}
            copyLabel={t('endpoint.copy')}
            copiedLabel={t('endpoint.copied')}
            testId="webhook-secret"
          />
        </Stack>
      </FormDialog>
    );
  const eventsError = errors.events ?? Object.entries(errors).find(([k]) => k.startsWith('events.'))?.[1];
  return (
    <FormDialog
      title={endpoint ? t('endpoint.edit_title') : t('endpoint.new_title')}
      testId="webhook-endpoint-dialog"
      onClose={onClose}
      busy={making.loading}
      onSubmit={() => void submit()}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('endpoint.cancel')}
          </Button>
          <Button type="submit" loading={making.loading} data-testid="save-endpoint">
            {t('endpoint.save')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <TextField
          name="url"
          label={t('endpoint.url')}
          value={url}
          onChange={setUrl}
          error={errors.url && t(errors.url)}
          required
          placeholder="https://hooks.example.com/pod"
          helper={t('endpoint.url_help')}
        />
        <TextField
          name="description"
          label={t('endpoint.description')}
          value={description}
          onChange={setDescription}
          error={errors.description && t(errors.description)}
        />
        <Box role="group" aria-labelledby="endpoint-events-label" data-invalid={eventsError ? '' : undefined}>
          <Text id="endpoint-events-label" fontSize="sm" fontWeight="medium">
            {t('endpoint.events')}
          </Text>
          <Stack gap="2" mt="2">
            {WEBHOOK_EVENTS.map((e) => (
              <CheckField
                key={e}
                name={`event-${e}`}
                label={`${t(`event.${e}`)} (${e})`}
                checked={events.includes(e)}
                onChange={(on) => setEvents(on ? [...events, e] : events.filter((x) => x !== e))}
              />
            ))}
          </Stack>
          {eventsError && (
            <Text fontSize="xs" color={BAD_COLOR} mt="1" data-testid="events-error">
              {t(eventsError)}
            </Text>
          )}
        </Box>
        {endpoint && (
          <Stack gap="2">
            <CheckField name="enabled" label={t('endpoint.enabled')} checked={enabled} onChange={setEnabled} />
            <CheckField name="rotate" label={t('endpoint.rotate')} checked={rotate} onChange={setRotate} />
          </Stack>
        )}
      </Stack>
    </FormDialog>
  );
}
