import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, HStack, IconButton, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { GROUP_STATUSES, TEXT_LIMITS } from '@pod/shared';
import { useAdminT } from '../i18n';
import { USER_NOTIFICATION } from '../graphql';
import { useCan, useSession } from '../../../stores/session';
import { toaster } from '../../../ui/toaster';
import { EMPTY_TARGETS, NOTIFICATION_TYPES, toForm, toVariables, validateNotification, type EventForm, type NotificationForm } from './notification-form';
import { TargetsFields } from './TargetsFields';
import { Grid, Section, SelectField, TextField, useSaveForm } from '../../../ui';
import { Editable } from '../components/AdminFrame';
import { useMakeUserNotification } from '../hooks/mutations';

/** An event's times of day (hour:minute), each with its error under it. */
function EventTimes({
  ev,
  index,
  onChange,
  error,
}: {
  ev: EventForm;
  index: number;
  onChange: (times: EventForm['times']) => void;
  error: (key: string) => string | undefined;
}) {
  const { t } = useAdminT();
  const setTime = (j: number, patch: Partial<EventForm['times'][number]>) => onChange(ev.times.map((x, k) => (k === j ? { ...x, ...patch } : x)));
  return (
    <HStack gap="2" wrap="wrap" align="flex-start">
      <Text fontSize="sm" fontWeight="medium" pt="1.5">
        {t('notify.times')}
      </Text>
      {ev.times.map((tm, j) => (
        <Stack key={j} gap="1">
          <HStack gap="1">
            <Input
              size="sm"
              w="14"
              aria-label={t('notify.hour')}
              placeholder={t('notify.hour_short')}
              data-testid={`event-${index}-time-${j}-hour`}
              value={tm.hour}
              onChange={(e) => setTime(j, { hour: e.target.value })}
            />
            <Text>:</Text>
            <Input
              size="sm"
              w="14"
              aria-label={t('notify.minute')}
              placeholder={t('notify.minute_short')}
              data-testid={`event-${index}-time-${j}-minute`}
              value={tm.minute}
              onChange={(e) => setTime(j, { minute: e.target.value })}
            />
            <IconButton size="xs" variant="ghost" aria-label={t('common.remove')} onClick={() => onChange(ev.times.filter((_, k) => k !== j))}>
              ✕
            </IconButton>
          </HStack>
          {error(`events.${index}.times.${j}`) && (
            <Text color="fg.error" fontSize="xs" data-testid={`error-event-${index}-time-${j}`}>
              {error(`events.${index}.times.${j}`)}
            </Text>
          )}
        </Stack>
      ))}
      <Button size="xs" variant="outline" onClick={() => onChange([...ev.times, { hour: '9', minute: '00' }])} data-testid={`event-${index}-time-add`}>
        {t('notify.add_time')}
      </Button>
    </HStack>
  );
}

/** A user's notification settings per type (spec section 3), upserted with makeUserNotification. */
export function NotificationSettings({ userId }: { userId: string }) {
  // Everyone manages their own settings; someone else's need users:update (the server's rule).
  const mayUpdateUsers = useCan('users', 'update');
  const editable = useSession((st) => st.user?._id === userId) || mayUpdateUsers;
  const { t } = useAdminT();
  const [type, setType] = useState<string>('Order');
  const q = useQuery(USER_NOTIFICATION, { variables: { type, user_id: userId }, fetchPolicy: 'network-only' });
  const [form, setForm] = useState<NotificationForm>(() => toForm(null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, { loading }] = useMakeUserNotification();
  useEffect(() => {
    if (!q.loading) setForm(toForm(q.data?.userNotification));
    setErrors({});
  }, [q.data, q.loading]);

  const patch = (p: Partial<NotificationForm>) => setForm((f) => ({ ...f, ...p }));
  const setEvent = (i: number, p: Partial<EventForm>) => setForm((f) => ({ ...f, events: f.events.map((e, j) => (j === i ? { ...e, ...p } : e)) }));
  const err = (k: string) => (errors[k] ? t(errors[k]) : undefined);

  const saveForm = useSaveForm(setErrors);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    void saveForm(validateNotification(form), async () => {
      await save({ variables: { _id: q.data?.userNotification?._id ?? null, user_id: userId, type, ...toVariables(form) } });
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
              <SelectField
                name="notify-type"
                label={t('notify.type')}
                value={type}
                onChange={setType}
                options={NOTIFICATION_TYPES.map((x) => ({ value: x, label: t(`notify.types.${x}`) }))}
              />
              <SelectField
                name="notify-status"
                label={t('fields.status')}
                value={form.status}
                onChange={(status) => patch({ status })}
                error={err('status')}
                options={GROUP_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              />
              <TextField
                name="notify-subject"
                label={t('notify.subject')}
                value={form.subject}
                onChange={(subject) => patch({ subject })}
                error={err('subject')}
                maxLength={TEXT_LIMITS.short}
              />
            </Grid>
            <TargetsFields value={form} onChange={patch} idPrefix="notify" errorPrefix="" error={err} />

            <Stack gap="3" data-testid="notify-events">
              <HStack justify="space-between">
                <Text fontWeight="semibold">{t('notify.events')}</Text>
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => patch({ events: [...form.events, { ...EMPTY_TARGETS, name: '', status: 'Active', times: [] }] })}
                  data-testid="event-add"
                >
                  {t('notify.add_event')}
                </Button>
              </HStack>
              {form.events.length === 0 && <Text color="fg.muted">{t('notify.no_events')}</Text>}
              {form.events.map((ev, i) => (
                <Box key={i} borderWidth="1px" rounded="md" p="3" data-testid={`event-${i}`}>
                  <Stack gap="3">
                    <Grid columns={4}>
                      <TextField
                        name={`event-${i}-name`}
                        label={t('notify.event_name')}
                        value={ev.name}
                        onChange={(name) => setEvent(i, { name })}
                        error={err(`events.${i}.name`)}
                        required
                      />
                      <SelectField
                        name={`event-${i}-status`}
                        label={t('fields.status')}
                        value={ev.status}
                        onChange={(status) => setEvent(i, { status })}
                        options={GROUP_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
                      />
                    </Grid>
                    <TargetsFields value={ev} onChange={(p) => setEvent(i, p)} idPrefix={`event-${i}`} errorPrefix={`events.${i}.`} error={err} />
                    <HStack justify="space-between" align="flex-start">
                      <EventTimes ev={ev} index={i} onChange={(times) => setEvent(i, { times })} error={err} />
                      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => patch({ events: form.events.filter((_, k) => k !== i) })}>
                        {t('notify.remove_event')}
                      </Button>
                    </HStack>
                  </Stack>
                </Box>
              ))}
              {errors.events && (
                <Text color="fg.error" fontSize="sm" data-testid="error-events">
                  {t(errors.events)}
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
