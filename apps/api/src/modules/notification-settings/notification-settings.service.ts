import { Inject, Injectable } from '@nestjs/common';
import { hasPermission, type MakeUserNotificationInput } from '@pod/shared';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Forbidden, NotFound } from '../../platform/common/errors';
import { checkOutgoingAddress } from '../../platform/common/net/address-check';
import { privateAllowance } from '../../platform/common/net/public-post';
import { ENV, type Env } from '../../platform/config/env';
import { newId } from '../../platform/common/ids';
import type { DbOrTx } from '../../platform/db/database';
import { UsersService } from '../users/users.service';
import { toSettingsModel, type UserNotificationSettingsModel } from './notification-settings.models';
import { NotificationSettingsRepository } from './notification-settings.repository';

/** Where one channel message of a user's notification settings goes. */
export interface ChannelTarget {
  settingsId: string;
  userId: string;
  type: string;
  eventId: string;
  url: string;
  subject: string | null;
  mentions: string[];
  alias_mentions: Array<{ id: string; username?: string; first_name?: string; last_name?: string }>;
  group: { id: string; title: string } | null;
  times: Array<{ hour: number; minute: number }>;
}

@Injectable()
export class NotificationSettingsService {
  private readonly allowPrivate: boolean | ((address: string) => boolean);

  constructor(
    private readonly repo: NotificationSettingsRepository,
    private readonly users: UsersService,
    @Inject(ENV) env: Env,
  ) {
    this.allowPrivate = privateAllowance(env.WEBHOOK_ALLOW_PRIVATE);
  }

  /** Whose settings: the caller's own, or another user's with users:view / users:update. */
  private target(auth: AuthContext, userId: string | null | undefined, action: 'view' | 'update'): string {
    if (!userId || userId === auth.user.id) return auth.user.id;
    if (!hasPermission(auth.permissions, 'users', action)) throw Forbidden('You can only manage your own notification settings.');
    return userId;
  }

  /**
   * Whether a user wants `type` notifications for `event` (an order status, …): yes unless their
   * settings for the type, or the event of that name (case-insensitive), are switched off.
   */
  async allows(userId: string, type: string, event: string, tx?: DbOrTx): Promise<boolean> {
    const row = await this.repo.find(userId, type, tx);
    if (!row) return true;
    if (row.status !== 'Active') return false;
    const named = row.events.find((e) => e.name.trim().toLowerCase() === event.toLowerCase());
    return !named || (named.status ?? 'Active') === 'Active';
  }

  /** Every user's settings (of a type): the channels the Integrations page lists. */
  async list(type?: string): Promise<UserNotificationSettingsModel[]> {
    return (await this.repo.list(type, 500)).map(toSettingsModel);
  }

  /**
   * The channels that want a message for `event` (a channel event such as `tracking_update`):
   * per active settings row with that event switched on, where it goes and whom it mentions (the
   * event's own url, mentions and group, else the settings'). Rows with no address are left out.
   */
  async channelsFor(event: string, tx?: DbOrTx): Promise<ChannelTarget[]> {
    const rows = await this.repo.withEvent(event, tx);
    const out: ChannelTarget[] = [];
    for (const row of rows) {
      for (const e of row.events) {
        if (e.name !== event || (e.status ?? 'Active') !== 'Active') continue;
        const url = e.url || row.url;
        if (!url) continue;
        out.push({
          settingsId: row.id,
          userId: row.userId,
          type: row.type,
          eventId: e.id,
          url,
          subject: row.subject ?? null,
          mentions: e.mentions?.length ? e.mentions : (row.mentions ?? []),
          alias_mentions: e.alias_mentions?.length ? e.alias_mentions : (row.aliasMentions ?? []),
          group: e.group ?? row.group ?? null,
          times: e.times ?? [],
        });
      }
    }
    return out;
  }

  async get(auth: AuthContext, type: string, userId?: string | null): Promise<UserNotificationSettingsModel | null> {
    const row = await this.repo.find(this.target(auth, userId, 'view'), type);
    return row ? toSettingsModel(row) : null;
  }

  async save(auth: AuthContext, input: MakeUserNotificationInput): Promise<UserNotificationSettingsModel> {
    const userId = this.target(auth, input.user_id, 'update');
    if (userId !== auth.user.id && !(await this.users.findById(userId))) throw NotFound('User');
    // Every address is checked at save as a delivery would (the SSRF guard of setAppConfig and webhooks), whoever saves it.
    if (input.url) await checkOutgoingAddress(input.url, 'url', this.allowPrivate);
    for (const [i, e] of input.events.entries()) if (e.url) await checkOutgoingAddress(e.url, `events.${i}.url`, this.allowPrivate);
    const events = input.events.map((e) => ({ ...e, id: e.id ?? newId() }));
    const row = await this.repo.upsert(newId(), userId, input.type, {
      status: input.status,
      mentions: input.mentions,
      url: input.url ?? null,
      subject: input.subject ?? null,
      aliasMentions: input.alias_mentions,
      group: input.group,
      events,
    });
    return toSettingsModel(row);
  }
}
