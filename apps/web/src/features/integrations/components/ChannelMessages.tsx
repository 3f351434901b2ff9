import { useState } from 'react';
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { CHANNEL_EVENTS, makeUserNotificationInput } from '@pod/shared';
import { toaster } from '../../../ui/toaster';
import type { AppConfigQuery } from '../../../gql/graphql';
import { CheckField, FormDialog, LoadError, schemaErrorKeys, SimpleTable, StatusBadge, TextField, useSaveForm, type FieldErrorKeys } from '../../../ui';
import { APP_CONFIG } from '../graphql';
import { useIntegrationsT } from '../i18n';
import { useSetAppConfig } from '../hooks/mutations';

type Channel = AppConfigQuery['appConfig'][number];

const pad = (n: number) => String(n).padStart(2, '0');
const timesText = (times: ReadonlyArray<{ hour: number; minute: number }>) => times.map((x) => `${pad(x.hour)}:${pad(x.minute)}`).join(', ');
/** "09:00, 17:30" → times; a part that is not HH:MM is kept as NaN so the shared schema names it. */
const parseTimes = (text: string) =>
  text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      const m = /^(\d{1,2}):(\d{2})$/.exec(p);
      return m ? { hour: Number(m[1]), minute: Number(m[2]) } : { hour: NaN, minute: NaN };
    });

/** Adds or changes a channel (the notification settings of a type): where messages go, whom they mention, which events send one. */
function ChannelDialog({ channel, onClose, onSaved }: { channel: Channel | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useIntegrationsT();
  const [type, setType] = useState(channel?.type ?? 'slack');
  const [url, setUrl] = useState(channel?.url ?? '');
  const [subject, setSubject] = useState(channel?.subject ?? '');
  const [mentions, setMentions] = useState((channel?.mentions ?? []).join(', '));
  const [events, setEvents] = useState<Record<string, boolean>>(() =>
    Object.fromEntries((channel?.events ?? []).map((e) => [e.name, e.status !== 'Inactive'])),
  );
  const [times, setTimes] = useState(timesText(channel?.events.find((e) => e.name === 'remind_every_day')?.times ?? [{ hour: 9, minute: 0 }]));
  const [errors, setErrors] = useState<FieldErrorKeys>({});
  const [set, setting] = useSetAppConfig();
  const save = useSaveForm(setErrors);
  const value = {
    type,
    user_id: channel?.user_id,
    url: url || undefined,
    subject: subject || undefined,
    mentions: mentions
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean),
    events: CHANNEL_EVENTS.filter((e) => events[e]).map((name) => ({ name, ...(name === 'remind_every_day' && { times: parseTimes(times) }) })),
  };
  const submit = () =>
    save(schemaErrorKeys(makeUserNotificationInput, value), async () => {
      await set({ variables: value });
      toaster.success({ title: t('channel.saved') });
      onSaved();
      onClose();
    });
  const timesError = Object.entries(errors).find(([k]) => k.includes('times'))?.[1];
  return (
    <FormDialog
      title={channel ? t('channel.edit_title') : t('channel.new_title')}
      testId="channel-dialog"
      onClose={onClose}
      busy={setting.loading}
      onSubmit={() => void submit()}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('endpoint.cancel')}
          </Button>
          <Button type="submit" loading={setting.loading} data-testid="save-channel">
            {t('endpoint.save')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <TextField
          name="type"
          label={t('channel.type')}
          value={type}
          onChange={setType}
          error={errors.type && t(errors.type)}
          required
          helper={t('channel.type_help')}
        />
        <TextField
          name="channel_url"
          label={t('channel.url')}
          value={url}
          onChange={setUrl}
          error={errors.url && t(errors.url)}
          placeholder="https://hooks.slack.com/services/…"
        />
        <TextField name="subject" label={t('channel.subject')} value={subject} onChange={setSubject} error={errors.subject && t(errors.subject)} />
        <TextField name="mentions" label={t('channel.mentions')} value={mentions} onChange={setMentions} helper={t('channel.mentions_help')} />
        <Box role="group" aria-labelledby="channel-events-label">
          <Text id="channel-events-label" fontSize="sm" fontWeight="medium">
            {t('channel.events')}
          </Text>
          <Stack gap="2" mt="2">
            {CHANNEL_EVENTS.map((e) => (
              <CheckField
                key={e}
                name={`channel-${e}`}
                label={t(`channel_event.${e}`)}
                checked={!!events[e]}
                onChange={(on) => setEvents({ ...events, [e]: on })}
              />
            ))}
          </Stack>
        </Box>
        {events.remind_every_day && (
          <TextField
            name="times"
            label={t('channel.times')}
            value={times}
            onChange={setTimes}
            error={timesError && t(timesError)}
            helper={t('channel.times_help')}
          />
        )}
      </Stack>
    </FormDialog>
  );
}

/** The channel messages: every user's notification settings (the legacy app config), with their events and times. */
export function ChannelMessages() {
  const { t } = useIntegrationsT();
  const { data, loading, error, refetch } = useQuery(APP_CONFIG, { variables: { filter: 'all' } });
  const [editing, setEditing] = useState<Channel | 'new' | null>(null);
  if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
  return (
    <Box>
      <HStack justify="space-between" mb="3">
        <Text fontSize="sm" color="fg.muted">
          {t('channel.intro')}
        </Text>
        <Button size="sm" onClick={() => setEditing('new')} data-testid="add-channel">
          {t('channel.add')}
        </Button>
      </HStack>
      <Box borderWidth="1px" rounded="md" bg="bg.panel" overflowX="auto" data-testid="channels" aria-busy={loading || undefined}>
        <SimpleTable
          rows={data?.appConfig ?? []}
          rowKey={(r) => r._id}
          empty={loading ? null : t('channel.empty')}
          columns={[
            { key: 'type', header: t('channel.type'), render: (r) => <Text fontWeight="semibold">{r.type}</Text> },
            {
              key: 'url',
              header: t('channel.url'),
              render: (r) => (
                <Text fontFamily="mono" fontSize="xs" wordBreak="break-all">
                  {r.url ?? '—'}
                </Text>
              ),
            },
            { key: 'mentions', header: t('channel.mentions'), render: (r) => r.mentions.map((m) => `@${m.replace(/^@/, '')}`).join(' ') || '—' },
            {
              key: 'events',
              header: t('channel.events'),
              render: (r) => (
                <Stack gap="1">
                  {r.events.map((e) => (
                    <HStack key={e.id} gap="1">
                      <Badge variant="outline" size="sm" colorPalette={e.status === 'Inactive' ? 'gray' : 'blue'}>
                        {t(`channel_event.${e.name}`, { defaultValue: e.name })}
                      </Badge>
                      {e.times.length > 0 && (
                        <Text fontSize="xs" color="fg.muted">
                          {timesText(e.times)} UTC
                        </Text>
                      )}
                    </HStack>
                  ))}
                </Stack>
              ),
            },
            { key: 'status', header: t('delivery.status'), render: (r) => <StatusBadge status={r.status} /> },
            {
              key: 'edit',
              header: t('endpoint.actions'),
              render: (r) => (
                <Button size="xs" variant="outline" onClick={() => setEditing(r)} data-testid={`edit-channel-${r._id}`}>
                  {t('endpoint.edit')}
                </Button>
              ),
            },
          ]}
        />
      </Box>
      {editing && <ChannelDialog channel={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={() => void refetch()} />}
    </Box>
  );
}
