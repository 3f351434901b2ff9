import { Inject, Injectable } from '@nestjs/common';
import { DB, type Db } from '../db/database';
import { newId } from '../common/ids';
import { Params, runNamed } from '../common/prepared';

/** One audit row: which account a write was done as, which person really did it. */
export interface AuditEntry {
  userId: string;
  actorId: string;
  operation: string;
  details: Record<string, unknown> | null;
}

const columns = (e: AuditEntry, p: Params) =>
  `(${p.add(newId(), 'text')}, ${p.add(e.userId, 'text')}, ${p.add(e.actorId, 'text')}, ${p.add(e.operation, 'text')}, ${p.add(e.details === null ? null : JSON.stringify(e.details), 'jsonb')})`;

/** The audit row as a CTE of a caller's own single statement (a station scan): written if and only if that statement commits. */
export function auditInsertCte(alias: string, entry: AuditEntry, p: Params): string {
  return `${alias} AS (INSERT INTO audit_logs (id, user_id, actor_id, operation, details) VALUES ${columns(entry, p)})`;
}

/** The write audit (who really did each write). The API and blocked logs belong to `access-logs/`. */
@Injectable()
export class LogsRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** A prepared statement: every mutation writes one, so its SQL is not rebuilt per call. */
  async audit(entry: AuditEntry): Promise<void> {
    const p = new Params();
    await runNamed(this.db, 'audit', `INSERT INTO audit_logs (id, user_id, actor_id, operation, details) VALUES ${columns(entry, p)}`, p.values);
  }
}
