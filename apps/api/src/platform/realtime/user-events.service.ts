import { Inject, Injectable } from '@nestjs/common';
import { DB, type Db, type DbOrTx } from '../db/database';
import { EventsService } from '../events/events.service';
import type { UserUpdatePayload } from '../events/registry';

const WATCHED = ['identity', 'status', 'identityLabel', 'totalCredit', 'vip'] as const;
/** What a user's effective permissions are made of (besides their group's own matrix). */
const ACCESS = ['role', 'groups', 'groupId', 'permission'] as const;
/** The user fields these events compare (a users row has them all). */
interface Watched {
  id: string;
  identity: string | null;
  status: string;
  identityLabel: string | null;
  totalCredit: string;
  vip: number;
  role: string;
  groups: string[];
  groupId: string | null;
  permission: unknown;
}

/**
 * Records the events behind the userUpdated and permissionsChanged subscriptions: user.updated
 * whenever one of the fields userUpdated carries changes, user.permissions_changed when what a
 * user's permissions are made of changes, so their menu and screens follow a grant at once.
 * Pass the transaction of the change: the event then commits with it and cannot be lost. Without
 * one the event is written on its own just after the change (a crash in between loses it).
 */
@Injectable()
export class UserEventsService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly events: EventsService,
  ) {}

  async publishIfChanged(before: Watched | null, after: Watched, tx: DbOrTx = this.db): Promise<void> {
    await this.publishChanges([{ before, after }], tx);
  }

  /** `publishIfChanged` for several users at once (a bulk change): one insert for all their events. */
  async publishChanges(changes: ReadonlyArray<{ before: Watched | null; after: Watched }>, tx: DbOrTx = this.db): Promise<void> {
    const accessChanged = changes.filter(
      ({ before, after }) => before && ACCESS.some((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null)),
    );
    await this.publishPermissionsChanged(
      accessChanged.map((c) => c.after.id),
      tx,
    );
    const updates: UserUpdatePayload[] = changes
      .filter(({ before, after }) => !before || WATCHED.some((k) => String(before[k] ?? '') !== String(after[k] ?? '')))
      .map(({ after }) => ({
        _id: after.id,
        identity: after.identity ?? undefined,
        status: after.status,
        identity_label: after.identityLabel ?? undefined,
        total_credit: after.totalCredit,
        vip: after.vip,
      }));
    if (updates.length) await this.events.recordMany(tx, 'user.updated', updates);
  }

  async publishPermissionsChanged(userIds: readonly string[], tx: DbOrTx = this.db): Promise<void> {
    if (userIds.length === 0) return;
    await this.events.record(tx, 'user.permissions_changed', { userIds: [...userIds] });
  }
}
