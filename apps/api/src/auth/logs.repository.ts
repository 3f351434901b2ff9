import { Inject, Injectable } from '@nestjs/common';
import { DB, type Db } from '../db/database';
import { auditLogs } from '../db/schema';
import { newId } from '../common/ids';

/** The write audit (who really did each write). The API and blocked logs belong to `access-logs/`. */
@Injectable()
export class LogsRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  async audit(entry: { userId: string; actorId: string; operation: string; details: Record<string, unknown> | null }): Promise<void> {
    await this.db.insert(auditLogs).values({ id: newId(), ...entry });
  }
}
