import { TEXT_LIMITS } from '@pod/shared';
import { URL_RE } from '../form';

/** Notification settings as the server keeps them (spec section 3). */
export interface Alias {
  id: string;
  username?: string | null;
  first_name?: string | null;
  last_name?: string | null;
}
interface Time {
  hour: number;
  minute: number;
}
/** Who is told and where: the settings and each of their events have the same targets. */
interface Targets {
  mentions: string[];
  url?: string | null;
  group?: { id: string; title: string } | null;
  alias_mentions: Alias[];
}
export interface Settings extends Targets {
  _id: string;
  type: string;
  status: string;
  subject?: string | null;
  events: Array<Targets & { id: string; name: string; status?: string | null; times: Time[] }>;
}

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

export const NOTIFICATION_TYPES = ['Order', 'Item', 'Support'] as const;
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

const intIn = (v: string, max: number) => /^\d{1,2}$/.test(v.trim()) && Number(v) <= max;

/** Errors of one set of targets, keyed under `prefix` (empty for the settings, `events.N.` for an event). */
function validateTargets(f: TargetsForm, prefix: string, e: Record<string, string>) {
  if (f.url.trim() && !URL_RE.test(f.url.trim())) e[`${prefix}url`] = 'errors.url';
  if (!!f.group_id.trim() !== !!f.group_title.trim()) e[`${prefix}group`] = 'errors.group_id_title';
  if (f.aliases.some((a) => !a.id.trim())) e[`${prefix}alias_mentions`] = 'errors.alias_id';
}

export function validateNotification(f: NotificationForm): Record<string, string> {
  const e: Record<string, string> = {};
  validateTargets(f, '', e);
  if (f.subject.length > TEXT_LIMITS.short) e.subject = 'errors.too_long';
  f.events.forEach((ev, i) => {
    if (!ev.name.trim()) e[`events.${i}.name`] = 'errors.required';
    validateTargets(ev, `events.${i}.`, e);
    ev.times.forEach((t, j) => {
      if (!intIn(t.hour, 23)) e[`events.${i}.times.${j}`] = 'errors.hour';
      else if (!intIn(t.minute, 59)) e[`events.${i}.times.${j}`] = 'errors.minute';
    });
  });
  return e;
}

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
      times: ev.times.map((tm) => ({ hour: Number(tm.hour), minute: Number(tm.minute) })),
    })),
  };
}
