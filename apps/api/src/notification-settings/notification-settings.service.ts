import { Injectable } from '@nestjs/common';
import { hasPermission, type MakeUserNotificationInput } from '@pod/shared';
import type { AuthContext } from '../auth/auth-context';
import { Forbidden, NotFound } from '../common/errors';
import { newId } from '../common/ids';
import type { DbOrTx } from '../db/database';
import { UsersService } from '../users/users.service';
import { toSettingsModel, type UserNotificationSettingsModel } from './notification-settings.models';
import { NotificationSettingsRepository } from './notification-settings.repository';

@Injectable()
export class NotificationSettingsService {
  constructor(
    private readonly repo: NotificationSettingsRepository,
    private readonly users: UsersService,
  ) {}

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

  async get(auth: AuthContext, type: string, userId?: string | null): Promise<UserNotificationSettingsModel | null> {
    const row = await this.repo.find(this.target(auth, userId, 'view'), type);
    return row ? toSettingsModel(row) : null;
  }

  async save(auth: AuthContext, input: MakeUserNotificationInput): Promise<UserNotificationSettingsModel> {
    const userId = this.target(auth, input.user_id, 'update');
    if (userId !== auth.user.id && !(await this.users.findById(userId))) throw NotFound('User');
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
