import { Inject, Injectable } from '@nestjs/common';
import { DB, type Db } from '../db/database';
import { auditLogs, blockedLogs, tokenAccessLogs } from '../db/schema';
import { newId } from '../common/ids';

/** The security logs: refused sign-ins (Blocked Logs), integration-token calls (API Logs) and the write audit. */
@Injectable()
export class LogsRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  async blocked(entry: { ip: string | null; email: string; reason: string }): Promise<void> {
    await this.db.insert(blockedLogs).values({ id: newId(), ...entry });
  }

  async tokenUse(entry: { userId: string | null; tokenPrefix: string | null; operation: string; ip: string | null; outcome: string }): Promise<void> {
    await this.db.insert(tokenAccessLogs).values({ id: newId(), ...entry });
  }

  async audit(entry: { userId: string; actorId: string; operation: string; details: Record<string, unknown> | null }): Promise<void> {
    await this.db.insert(auditLogs).values({ id: newId(), ...entry });
  }
}
