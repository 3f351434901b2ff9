import { makeUserNotificationInput } from '@pod/shared';
import { reasonTranslationKey, schemaErrorKeys } from '../../../ui';
import type { NotificationSettingsFieldsFragment } from '../../../gql/graphql';

/** Notification settings as the server keeps them (spec section 3). */
export type Settings = NotificationSettingsFieldsFragment;
/** Who is told and where: the settings and each of their events have the same targets. */
type Targets = Pick<Settings, 'mentions' | 'url' | 'group' | 'alias_mentions'>;

/** The same targets as text inputs. */
export interface TargetsForm {
  mentions: string;
  url: string;
  group_id: string;
  group_title: string;
  aliases: Array<{ id: string; username: string; first_name: string; last_name: string }>;
}
export interface EventForm extends TargetsForm {
  id?: string;
  name: string;
  status: string;
  times: Array<{ hour: string; minute: string }>;
}
export interface NotificationForm extends TargetsForm {
  status: string;
  subject: string;
  events: EventForm[];
}

export const NOTIFICATION_TYPES = ['Order', 'Item', 'Support', 'Return', 'Design'] as const;
export const EMPTY_TARGETS: TargetsForm = { mentions: '', url: '', group_id: '', group_title: '', aliases: [] };
export const EMPTY_ALIAS = { id: '', username: '', first_name: '', last_name: '' };

const splitList = (s: string) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

function targetsForm(t: Targets | null | undefined): TargetsForm {
  return {
    mentions: (t?.mentions ?? []).join(', '),
    url: t?.url ?? '',
    group_id: t?.group?.id ?? '',
    group_title: t?.group?.title ?? '',
    aliases: (t?.alias_mentions ?? []).map((a) => ({ id: a.id, username: a.username ?? '', first_name: a.first_name ?? '', last_name: a.last_name ?? '' })),
  };
}

export function toForm(s: Settings | null | undefined): NotificationForm {
  return {
    ...targetsForm(s),
    status: s?.status ?? 'Active',
    subject: s?.subject ?? '',
    events: (s?.events ?? []).map((e) => ({
      ...targetsForm(e),
      id: e.id,
      name: e.name,
      status: e.status ?? 'Active',
      times: e.times.map((t) => ({ hour: String(t.hour), minute: String(t.minute).padStart(2, '0') })),
    })),
  };
}

/** The settings' own fields: the shared makeUserNotification schema without the user and type the page supplies. */
const settingsInput = makeUserNotificationInput.omit({ type: true, user_id: true });

/** Errors keyed as the form shows them (url, group, events.2.url, events.0.times.1), from the schema the server parses with. */
export function validateNotification(f: NotificationForm): Record<string, string> {
  const e = schemaErrorKeys(settingsInput, toVariables(f));
  // A channel title without its id never reaches the server (no id, no channel): said here.
  [f, ...f.events].forEach((t, i) => {
    const key = i === 0 ? 'group' : `events.${i - 1}.group`;
    if (!!t.group_id.trim() !== !!t.group_title.trim()) e[key] ??= reasonTranslationKey('group_id_title');
  });
  return e;
}

/** A blank hour or minute is not a number (rather than 0). */
const timePart = (v: string) => (v.trim() === '' ? NaN : Number(v));

function targetsInput(f: TargetsForm) {
  return {
    mentions: splitList(f.mentions),
    url: f.url.trim() || null,
    group: f.group_id.trim() ? { id: f.group_id.trim(), title: f.group_title.trim() } : null,
    alias_mentions: f.aliases.map((a) => ({
      id: a.id.trim(),
      username: a.username.trim() || null,
      first_name: a.first_name.trim() || null,
      last_name: a.last_name.trim() || null,
    })),
  };
}

/** makeUserNotification's variables: every field the form holds, events with all of theirs, so a save never drops one. */
export function toVariables(f: NotificationForm) {
  return {
    ...targetsInput(f),
    status: f.status,
    subject: f.subject.trim() || null,
    events: f.events.map((ev) => ({
      ...targetsInput(ev),
      id: ev.id,
      name: ev.name.trim(),
      status: ev.status,
      times: ev.times.map((tm) => ({ hour: timePart(tm.hour), minute: timePart(tm.minute) })),
    })),
  };
}
