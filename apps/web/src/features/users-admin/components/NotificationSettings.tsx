import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, Grid as CGrid, HStack, IconButton, Input, Stack, Text , chakra } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { GROUP_STATUSES, TEXT_LIMITS } from '@pod/shared';
import { useAdminT } from '../i18n';
import { MAKE_USER_NOTIFICATION, USER_NOTIFICATION } from '../graphql';
import { Editable, Grid, Section, SelectField, TextField } from './ui';
import { useCan, useSession } from '../../../stores/session';
import { URL_RE } from '../form';
import { useSaveForm } from '../useSaveForm';
import { toaster } from '../../../app/toaster';

export const NOTIFICATION_TYPES = ['Order', 'Item', 'Support'] as const;

interface Alias {
  id: string;
  username?: string | null;
  first_name?: string | null;
  last_name?: string | null;
}
interface Time {
  hour: number;
  minute: number;
}
interface EventRow {
  id?: string;
  name: string;
  status: string;
  url: string;
  mentions: string;
  times: Array<{ hour: string; minute: string }>;
}
interface Settings {
  _id: string;
  type: string;
  status: string;
  mentions: string[];
  url?: string | null;
  subject?: string | null;
  alias_mentions: Alias[];
  group?: { id: string; title: string } | null;
  events: Array<{ id: string; name: string; status?: string | null; url?: string | null; mentions: string[]; times: Time[] }>;
}

interface Form {
  status: string;
  mentions: string;
  url: string;
  subject: string;
  group_id: string;
  group_title: string;
  aliases: Array<{ id: string; username: string; first_name: string; last_name: string }>;
  events: EventRow[];
}

const splitList = (s: string) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

function toForm(s: Settings | null | undefined): Form {
  return {
    status: s?.status ?? 'Active',
    mentions: (s?.mentions ?? []).join(', '),
    url: s?.url ?? '',
    subject: s?.subject ?? '',
    group_id: s?.group?.id ?? '',
    group_title: s?.group?.title ?? '',
    aliases: (s?.alias_mentions ?? []).map((a) => ({ id: a.id, username: a.username ?? '', first_name: a.first_name ?? '', last_name: a.last_name ?? '' })),
    events: (s?.events ?? []).map((e) => ({ id: e.id, name: e.name, status: e.status ?? 'Active', url: e.url ?? '', mentions: e.mentions.join(', '), times: e.times.map((t) => ({ hour: String(t.hour), minute: String(t.minute) })) })),
  };
}

const intIn = (v: string, max: number) => /^\d{1,2}$/.test(v.trim()) && Number(v) <= max;

export function validateNotification(f: Form): Record<string, string> {
  const e: Record<string, string> = {};
  if (f.url.trim() && !URL_RE.test(f.url.trim())) e.url = 'errors.url';
  if (f.subject.length > TEXT_LIMITS.short) e.subject = 'errors.too_long';
  if (!!f.group_id.trim() !== !!f.group_title.trim()) e.group = 'errors.group_id_title';
  if (f.aliases.some((a) => !a.id.trim())) e.alias_mentions = 'errors.alias_id';
  f.events.forEach((ev, i) => {
    if (!ev.name.trim()) e[`events.${i}.name`] = 'errors.required';
    if (ev.url.trim() && !URL_RE.test(ev.url.trim())) e[`events.${i}.url`] = 'errors.url';
    ev.times.forEach((t, j) => {
      if (!intIn(t.hour, 23)) e[`events.${i}.times.${j}`] = 'errors.hour';
      else if (!intIn(t.minute, 59)) e[`events.${i}.times.${j}`] = 'errors.minute';
    });
  });
  return e;
}

/** A user's notification settings per type (spec section 3), upserted with makeUserNotification. */
export function NotificationSettings({ userId }: { userId: string }) {
  // Everyone manages their own settings; someone else's need users:update (the server's rule).
  const mayUpdateUsers = useCan('users', 'update');
  const editable = useSession((st) => st.user?._id === userId) || mayUpdateUsers;
  const { t } = useAdminT();
  const [type, setType] = useState<string>('Order');
  const q = useQuery<{ userNotification: Settings | null }>(USER_NOTIFICATION, { variables: { type, user_id: userId }, fetchPolicy: 'network-only' });
  const [form, setForm] = useState<Form>(() => toForm(null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, { loading }] = useMutation<{ makeUserNotification: Settings }>(MAKE_USER_NOTIFICATION);
  useEffect(() => {
    if (!q.loading) setForm(toForm(q.data?.userNotification));
    setErrors({});
  }, [q.data, q.loading]);

  const set = <K extends keyof Form>(k: K, v: Form[K]) => setForm((f) => ({ ...f, [k]: v }));
  const setEvent = (i: number, patch: Partial<EventRow>) => set('events', form.events.map((e, j) => (j === i ? { ...e, ...patch } : e)));
  const err = (k: string) => (errors[k] ? t(errors[k]) : undefined);
  const eventsServerErr = errors.events;

  const saveForm = useSaveForm(setErrors);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    void saveForm(validateNotification(form), async () => {
      await save({
        variables: {
          _id: q.data?.userNotification?._id ?? null,
          user_id: userId,
          type,
          status: form.status,
          mentions: splitList(form.mentions),
          url: form.url.trim() || null,
          subject: form.subject.trim() || null,
          alias_mentions: form.aliases.map((a) => ({ id: a.id.trim(), username: a.username.trim() || null, first_name: a.first_name.trim() || null, last_name: a.last_name.trim() || null })),
          group: form.group_id.trim() ? { id: form.group_id.trim(), title: form.group_title.trim() } : null,
          events: form.events.map((ev) => ({
            id: ev.id,
            name: ev.name.trim(),
            status: ev.status,
            url: ev.url.trim() || null,
            mentions: splitList(ev.mentions),
            times: ev.times.map((tm) => ({ hour: Number(tm.hour), minute: Number(tm.minute) })),
          })),
        },
      });
      toaster.success({ title: t('notify.saved') });
      void q.refetch();
    });
  };

  return (
    <Section title={t('sections.notifications')} testId="section-notifications">
      <chakra.form onSubmit={submit} noValidate data-testid="notification-form">
        <Editable editable={editable}>
        <Stack gap="4">
          <Grid columns={3}>
            <SelectField name="notify-type" label={t('notify.type')} value={type} onChange={setType} options={NOTIFICATION_TYPES.map((x) => ({ value: x, label: t(`notify.types.${x}`) }))} />
            <SelectField name="notify-status" label={t('fields.status')} value={form.status} onChange={(v) => set('status', v)} error={err('status')} options={GROUP_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))} />
            <TextField name="notify-subject" label={t('notify.subject')} value={form.subject} onChange={(v) => set('subject', v)} error={err('subject')} maxLength={TEXT_LIMITS.short} />
            <TextField name="notify-url" label={t('notify.url')} value={form.url} onChange={(v) => set('url', v)} error={err('url')} placeholder="https://" />
            <TextField name="notify-mentions" label={t('notify.mentions')} value={form.mentions} onChange={(v) => set('mentions', v)} error={err('mentions')} helper={t('notify.comma_hint')} />
            <HStack gap="2" align="flex-start">
              <TextField name="notify-group-id" label={t('notify.group_id')} value={form.group_id} onChange={(v) => set('group_id', v)} error={err('group')} />
              <TextField name="notify-group-title" label={t('notify.group_title')} value={form.group_title} onChange={(v) => set('group_title', v)} />
            </HStack>
          </Grid>

          <Stack gap="2" data-testid="notify-aliases">
            <HStack justify="space-between">
              <Text fontWeight="semibold">{t('notify.alias_mentions')}</Text>
              <Button size="xs" variant="outline" onClick={() => set('aliases', [...form.aliases, { id: '', username: '', first_name: '', last_name: '' }])} data-testid="alias-add">
                {t('notify.add_alias')}
              </Button>
            </HStack>
            {form.aliases.map((a, i) => (
              <CGrid key={i} templateColumns={{ base: '1fr', md: 'repeat(4, 1fr) auto' }} gap="2" alignItems="center">
                {(['id', 'username', 'first_name', 'last_name'] as const).map((k) => (
                  <Input key={k} size="sm" placeholder={t(`notify.alias.${k}`)} aria-label={t(`notify.alias.${k}`)} data-testid={`alias-${i}-${k}`} value={a[k]} onChange={(e) => set('aliases', form.aliases.map((x, j) => (j === i ? { ...x, [k]: e.target.value } : x)))} />
                ))}
                <IconButton size="sm" variant="ghost" aria-label={t('common.remove')} onClick={() => set('aliases', form.aliases.filter((_, j) => j !== i))}>
                  ✕
                </IconButton>
              </CGrid>
            ))}
            {err('alias_mentions') && (
              <Text color="fg.error" fontSize="sm" data-testid="error-alias_mentions">
                {err('alias_mentions')}
              </Text>
            )}
          </Stack>

          <Stack gap="3" data-testid="notify-events">
            <HStack justify="space-between">
              <Text fontWeight="semibold">{t('notify.events')}</Text>
              <Button size="xs" variant="outline" onClick={() => set('events', [...form.events, { name: '', status: 'Active', url: '', mentions: '', times: [] }])} data-testid="event-add">
                {t('notify.add_event')}
              </Button>
            </HStack>
            {form.events.length === 0 && <Text color="fg.muted">{t('notify.no_events')}</Text>}
            {form.events.map((ev, i) => (
              <Box key={i} borderWidth="1px" rounded="md" p="3" data-testid={`event-${i}`}>
                <Stack gap="3">
                  <Grid columns={4}>
                    <TextField name={`event-${i}-name`} label={t('notify.event_name')} value={ev.name} onChange={(v) => setEvent(i, { name: v })} error={err(`events.${i}.name`)} required />
                    <SelectField name={`event-${i}-status`} label={t('fields.status')} value={ev.status} onChange={(v) => setEvent(i, { status: v })} options={GROUP_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))} />
                    <TextField name={`event-${i}-url`} label={t('notify.url')} value={ev.url} onChange={(v) => setEvent(i, { url: v })} error={err(`events.${i}.url`)} />
                    <TextField name={`event-${i}-mentions`} label={t('notify.mentions')} value={ev.mentions} onChange={(v) => setEvent(i, { mentions: v })} />
                  </Grid>
                  <HStack gap="2" wrap="wrap" align="flex-start">
                    <Text fontSize="sm" fontWeight="medium" pt="1.5">
                      {t('notify.times')}
                    </Text>
                    {ev.times.map((tm, j) => (
                      <Stack key={j} gap="1">
                        <HStack gap="1">
                          <Input size="sm" w="14" aria-label={t('notify.hour')} placeholder={t('notify.hour_short')} data-testid={`event-${i}-time-${j}-hour`} value={tm.hour} onChange={(e) => setEvent(i, { times: ev.times.map((x, k) => (k === j ? { ...x, hour: e.target.value } : x)) })} />
                          <Text>:</Text>
                          <Input size="sm" w="14" aria-label={t('notify.minute')} placeholder={t('notify.minute_short')} data-testid={`event-${i}-time-${j}-minute`} value={tm.minute} onChange={(e) => setEvent(i, { times: ev.times.map((x, k) => (k === j ? { ...x, minute: e.target.value } : x)) })} />
                          <IconButton size="xs" variant="ghost" aria-label={t('common.remove')} onClick={() => setEvent(i, { times: ev.times.filter((_, k) => k !== j) })}>
                            ✕
                          </IconButton>
                        </HStack>
                        {err(`events.${i}.times.${j}`) && (
                          <Text color="fg.error" fontSize="xs" data-testid={`error-event-${i}-time-${j}`}>
                            {err(`events.${i}.times.${j}`)}
                          </Text>
                        )}
                      </Stack>
                    ))}
                    <Button size="xs" variant="outline" onClick={() => setEvent(i, { times: [...ev.times, { hour: '9', minute: '0' }] })} data-testid={`event-${i}-time-add`}>
                      {t('notify.add_time')}
                    </Button>
                    <Button size="xs" variant="ghost" colorPalette="red" ml="auto" onClick={() => set('events', form.events.filter((_, k) => k !== i))}>
                      {t('notify.remove_event')}
                    </Button>
                  </HStack>
                </Stack>
              </Box>
            ))}
            {eventsServerErr && (
              <Text color="fg.error" fontSize="sm" data-testid="error-events">
                {t(eventsServerErr)}
              </Text>
            )}
          </Stack>
          <HStack hidden={!editable}>
            <Button type="submit" colorPalette="brand" loading={loading} data-testid="notify-save">
              {t('notify.save')}
            </Button>
          </HStack>
        </Stack>
        </Editable>
      </chakra.form>
    </Section>
  );
}
