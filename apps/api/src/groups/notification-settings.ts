import { Inject, Injectable } from '@nestjs/common';
import { Args, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { and, eq, sql } from 'drizzle-orm';
import { GROUP_STATUSES, hasPermission, TEXT_LIMITS, type FieldReason } from '@pod/shared';
import { Access, SignedIn } from '../auth/access';
import type { AuthContext } from '../auth/auth-context';
import { CurrentAuth } from '../auth/current-auth.decorator';
import { BadField, FieldErrors, Forbidden, NotFound } from '../common/errors';
import { isId, newId } from '../common/ids';
import { DB, type Db } from '../db/database';
import { userNotificationSettings, users, type NotificationEvent, type UserNotificationSettingsRow } from '../db/schema';

const LIST_MAX = 100;
const TIMES_MAX = 48;
const ITEM_MAX = 200;
const URL_MAX = 2000;

@ObjectType()
export class AliasMention {
  @Field() id: string;
  @Field({ nullable: true }) username?: string;
  @Field({ nullable: true }) first_name?: string;
  @Field({ nullable: true }) last_name?: string;
}

@ObjectType()
export class NotificationGroup {
  @Field() id: string;
  @Field() title: string;
}

@ObjectType()
export class EventTime {
  @Field(() => Int) hour: number;
  @Field(() => Int) minute: number;
}

@ObjectType()
export class NotificationEventModel {
  @Field() id: string;
  @Field() name: string;
  @Field(() => [String]) mentions: string[];
  @Field({ nullable: true }) status?: string;
  @Field({ nullable: true }) url?: string;
  @Field(() => NotificationGroup, { nullable: true }) group?: NotificationGroup | null;
  @Field(() => [AliasMention]) alias_mentions: AliasMention[];
  @Field(() => [EventTime]) times: EventTime[];
}

@ObjectType('UserNotificationSettings')
export class UserNotificationSettingsModel {
  @Field(() => ID) _id: string;
  @Field(() => ID) user_id: string;
  @Field() type: string;
  @Field() status: string;
  @Field(() => [String]) mentions: string[];
  @Field({ nullable: true }) url?: string;
  @Field({ nullable: true }) subject?: string;
  @Field(() => [AliasMention]) alias_mentions: AliasMention[];
  @Field(() => NotificationGroup, { nullable: true }) group?: NotificationGroup | null;
  @Field(() => [NotificationEventModel]) events: NotificationEventModel[];
  @Field() updated_at: Date;
}

@InputType()
export class AliasMentionInput {
  @Field() id: string;
  @Field({ nullable: true }) username?: string;
  @Field({ nullable: true }) first_name?: string;
  @Field({ nullable: true }) last_name?: string;
}

@InputType()
export class NotificationGroupInput {
  @Field() id: string;
  @Field() title: string;
}

@InputType()
export class EventTimeInput {
  @Field(() => Int) hour: number;
  @Field(() => Int) minute: number;
}

@InputType()
export class NotificationEventInput {
  @Field({ nullable: true }) id?: string;
  @Field() name: string;
  @Field(() => [String], { nullable: true }) mentions?: string[];
  @Field({ nullable: true }) status?: string;
  @Field({ nullable: true }) url?: string;
  @Field(() => NotificationGroupInput, { nullable: true }) group?: NotificationGroupInput | null;
  @Field(() => [AliasMentionInput], { nullable: true }) alias_mentions?: AliasMentionInput[];
  @Field(() => [EventTimeInput], { nullable: true }) times?: EventTimeInput[];
}

export interface NotificationSettingsInput {
  user_id?: string | null;
  type: string;
  status?: string | null;
  mentions?: string[] | null;
  url?: string | null;
  subject?: string | null;
  alias_mentions?: AliasMentionInput[] | null;
  group?: NotificationGroupInput | null;
  events?: NotificationEventInput[] | null;
}

export function toSettingsModel(row: UserNotificationSettingsRow): UserNotificationSettingsModel {
  return {
    _id: row.id,
    user_id: row.userId,
    type: row.type,
    status: row.status,
    mentions: row.mentions ?? [],
    url: row.url ?? undefined,
    subject: row.subject ?? undefined,
    alias_mentions: (row.aliasMentions ?? []) as AliasMention[],
    group: row.group ?? null,
    events: (row.events ?? []).map((e) => ({
      id: e.id,
      name: e.name,
      mentions: e.mentions ?? [],
      status: e.status,
      url: e.url,
      group: e.group ?? null,
      alias_mentions: (e.alias_mentions ?? []) as AliasMention[],
      times: e.times ?? [],
    })),
    updated_at: row.updatedAt,
  };
}

const TYPE = /^[A-Za-z0-9_.-]{1,50}$/;

class Checker extends FieldErrors {
  /** The first problem found for a key is the one reported. */
  fail(key: string, reason: FieldReason, message: string) {
    if (!this.has(key)) this.add(key, reason, message);
  }
  text(key: string, v: string | null | undefined, max = ITEM_MAX): string | undefined {
    if (v === undefined || v === null) return undefined;
    const t = v.trim();
    if (t.length > max) this.fail(key, 'too_long', `${key} must be at most ${max} characters.`);
    return t === '' ? undefined : t;
  }
  url(key: string, v: string | null | undefined): string | undefined {
    const t = this.text(key, v, URL_MAX);
    if (t && !/^https?:\/\/[^\s]+$/i.test(t)) this.fail(key, 'url', `${key} must be an http or https address.`);
    return t;
  }
  status(key: string, v: string | null | undefined): string | undefined {
    if (v === undefined || v === null) return undefined;
    if (!(GROUP_STATUSES as readonly string[]).includes(v)) this.fail(key, 'unknown_value', `Unknown status "${v.slice(0, 50)}". Use Active or Inactive.`);
    return v;
  }
  list<T, U>(key: string, v: T[] | null | undefined, max: number, each: (item: T, i: number) => U): U[] {
    if (!v) return [];
    if (v.length > max) {
      this.fail(key, 'too_many', `${key} may hold at most ${max} entries.`);
      return [];
    }
    return v.map(each);
  }
  mentions(key: string, v: string[] | null | undefined): string[] {
    return this.list(key, v, LIST_MAX, (m) => this.text(key, m) ?? '').filter((m) => m !== '');
  }
  aliases(key: string, v: AliasMentionInput[] | null | undefined) {
    return this.list(key, v, LIST_MAX, (a) => {
      const id = this.text(key, a.id);
      if (!id) this.fail(key, 'alias_id', `Every ${key} entry needs an id.`);
      return { id: id ?? '', username: this.text(key, a.username), first_name: this.text(key, a.first_name), last_name: this.text(key, a.last_name) };
    });
  }
  group(key: string, v: NotificationGroupInput | null | undefined) {
    if (!v) return null;
    const id = this.text(key, v.id);
    const title = this.text(key, v.title);
    if (!id || !title) this.fail(key, 'group_id_title', `${key} needs an id and a title.`);
    return { id: id ?? '', title: title ?? '' };
  }
}

@Injectable()
export class NotificationSettingsService {
  constructor(@Inject(DB) private readonly db: Db) {}

  private target(auth: AuthContext, userId: string | null | undefined, action: 'view' | 'update'): string {
    if (!userId || userId === auth.user.id) return auth.user.id;
    if (!isId(userId)) throw BadField('user_id', 'invalid_id', 'Invalid user id.');
    if (!hasPermission(auth.permissions, 'users', action)) throw Forbidden('You can only manage your own notification settings.');
    return userId;
  }

  async get(auth: AuthContext, type: string, userId?: string | null): Promise<UserNotificationSettingsModel | null> {
    if (!TYPE.test(type ?? '')) throw BadField('type', 'invalid', 'Invalid type.', 'Type must be 1 to 50 letters, digits, dots, dashes or underscores.');
    const id = this.target(auth, userId, 'view');
    const [row] = await this.db
      .select()
      .from(userNotificationSettings)
      .where(and(eq(userNotificationSettings.userId, id), eq(userNotificationSettings.type, type)))
      .limit(1);
    return row ? toSettingsModel(row) : null;
  }

  /** One row per (user, type): created the first time, replaced after. */
  async save(auth: AuthContext, input: NotificationSettingsInput): Promise<UserNotificationSettingsModel> {
    const userId = this.target(auth, input.user_id, 'update');
    const c = new Checker();
    if (!TYPE.test(input.type ?? '')) c.fail('type', 'invalid', 'Type must be 1 to 50 letters, digits, dots, dashes or underscores.');
    const status = c.status('status', input.status) ?? 'Active';
    const mentions = c.mentions('mentions', input.mentions);
    const url = c.url('url', input.url);
    const subject = c.text('subject', input.subject, TEXT_LIMITS.short);
    const aliasMentions = c.aliases('alias_mentions', input.alias_mentions);
    const group = c.group('group', input.group);
    // Event errors are keyed by the field they belong to (events.2.url, events.0.times.1), as the form shows them.
    const events: NotificationEvent[] = c.list('events', input.events, LIST_MAX, (e, i) => {
      const key = `events.${i}`;
      const name = c.text(`${key}.name`, e.name);
      if (!name) c.fail(`${key}.name`, 'required', 'Every event needs a name.');
      const times = c.list(`${key}.times`, e.times, TIMES_MAX, (t, j) => {
        if (!Number.isInteger(t.hour) || t.hour < 0 || t.hour > 23) c.fail(`${key}.times.${j}`, 'hour', 'Hour must be between 0 and 23.');
        if (!Number.isInteger(t.minute) || t.minute < 0 || t.minute > 59) c.fail(`${key}.times.${j}`, 'minute', 'Minute must be between 0 and 59.');
        return { hour: t.hour, minute: t.minute };
      });
      return {
        id: c.text(`${key}.id`, e.id, 100) ?? newId(),
        name: name ?? '',
        mentions: c.mentions(`${key}.mentions`, e.mentions),
        status: c.status(`${key}.status`, e.status) ?? 'Active',
        url: c.url(`${key}.url`, e.url),
        group: c.group(`${key}.group`, e.group),
        alias_mentions: c.aliases(`${key}.alias_mentions`, e.alias_mentions),
        times,
      };
    });
    c.throwIfAny();
    if (userId !== auth.user.id) {
      const [exists] = await this.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
      if (!exists) throw NotFound('User');
    }
    const values = { status, mentions, url: url ?? null, subject: subject ?? null, aliasMentions, group, events };
    const [row] = await this.db
      .insert(userNotificationSettings)
      .values({ id: newId(), userId, type: input.type, ...values })
      .onConflictDoUpdate({ target: [userNotificationSettings.userId, userNotificationSettings.type], set: { ...values, updatedAt: sql`now()` } })
      .returning();
    return toSettingsModel(row);
  }
}

@Resolver(() => UserNotificationSettingsModel)
export class NotificationSettingsResolver {
  constructor(private readonly service: NotificationSettingsService) {}

  /** The caller's settings of a type, or another user's with users:view. Null when none are saved. */
  @Query(() => UserNotificationSettingsModel, { nullable: true })
  @Access(SignedIn())
  userNotification(
    @CurrentAuth() auth: AuthContext,
    @Args('type') type: string,
    @Args('user_id', { type: () => ID, nullable: true }) userId?: string,
  ): Promise<UserNotificationSettingsModel | null> {
    return this.service.get(auth, type, userId);
  }

  /** Saves the caller's settings (or another user's with users:update), upserted per (user_id, type). */
  @Mutation(() => UserNotificationSettingsModel)
  @Access(SignedIn())
  makeUserNotification(
    @CurrentAuth() auth: AuthContext,
    @Args('type') type: string,
    @Args('user_id', { type: () => ID, nullable: true }) user_id?: string,
    @Args('_id', { type: () => ID, nullable: true }) _id?: string,
    @Args('status', { nullable: true }) status?: string,
    @Args('mentions', { type: () => [String], nullable: true }) mentions?: string[],
    @Args('url', { nullable: true }) url?: string,
    @Args('subject', { nullable: true }) subject?: string,
    @Args('alias_mentions', { type: () => [AliasMentionInput], nullable: true }) alias_mentions?: AliasMentionInput[],
    @Args('group', { type: () => NotificationGroupInput, nullable: true }) group?: NotificationGroupInput,
    @Args('events', { type: () => [NotificationEventInput], nullable: true }) events?: NotificationEventInput[],
  ): Promise<UserNotificationSettingsModel> {
    void _id;
    return this.service.save(auth, { user_id, type, status, mentions, url, subject, alias_mentions, group, events });
  }
}
