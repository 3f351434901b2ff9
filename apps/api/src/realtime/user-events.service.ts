import { Inject, Injectable } from '@nestjs/common';
import type { PubSubEngine } from 'graphql-subscriptions';
import type { UserRow } from '../db/schema';
import type { UserUpdate } from '../users/user.model';
import { PUB_SUB, TOPICS } from './pubsub.module';

const WATCHED = ['identity', 'status', 'identityLabel', 'totalCredit', 'vip'] as const;
/** What a user's effective permissions are made of (besides their group's own matrix). */
const ACCESS = ['role', 'groups', 'groupId', 'permission'] as const;
type Watched = Pick<UserRow, 'id' | (typeof WATCHED)[number] | (typeof ACCESS)[number]>;

/**
 * userUpdated fires whenever one of the fields it carries changes; permissionsChanged tells a
 * signed-in user to re-read their permissions, so their menu and screens follow a grant at once.
 */
@Injectable()
export class UserEventsService {
  constructor(@Inject(PUB_SUB) private readonly pubsub: PubSubEngine) {}

  async publishIfChanged(before: Watched | null, after: Watched): Promise<void> {
    if (before && ACCESS.some((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null))) {
      await this.publishPermissionsChanged([after.id]);
    }
    if (before && WATCHED.every((k) => String(before[k] ?? '') === String(after[k] ?? ''))) return;
    const payload: UserUpdate = {
      _id: after.id,
      identity: after.identity ?? undefined,
      status: after.status,
      identity_label: after.identityLabel ?? undefined,
      total_credit: after.totalCredit,
      vip: after.vip,
    };
    await this.pubsub.publish(TOPICS.userUpdated(after.id), { userUpdated: payload });
  }

  async publishPermissionsChanged(userIds: readonly string[]): Promise<void> {
    await Promise.all(userIds.map((id) => this.pubsub.publish(TOPICS.permissionsChanged(id), { permissionsChanged: true })));
  }
}
