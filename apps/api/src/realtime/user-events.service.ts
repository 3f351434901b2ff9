import { Inject, Injectable } from '@nestjs/common';
import type { PubSubEngine } from 'graphql-subscriptions';
import type { UserRow } from '../db/schema';
import type { UserUpdate } from '../users/user.model';
import { PUB_SUB, TOPICS } from './pubsub.module';

type Watched = Pick<UserRow, 'id' | 'identity' | 'status' | 'identityLabel' | 'totalCredit' | 'vip'>;
const WATCHED = ['identity', 'status', 'identityLabel', 'totalCredit', 'vip'] as const;

/** userUpdated fires whenever one of the fields it carries changes. */
@Injectable()
export class UserEventsService {
  constructor(@Inject(PUB_SUB) private readonly pubsub: PubSubEngine) {}

  async publishIfChanged(before: Watched | null, after: Watched): Promise<void> {
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
}
