import { Injectable } from '@nestjs/common';
import type { DbOrTx } from '../../platform/db/database';
import { UsersRepository, type UserRow } from './users.repository';

/**
 * Billing's hold on a user's `total_credit`: lock the row, then write the balance billing computed
 * from its ledger. Only billing may import this (eslint), so the credit moves with a ledger entry
 * and never otherwise.
 */
@Injectable()
export class UserCreditPort {
  constructor(private readonly repo: UsersRepository) {}

  /** The user's row locked for the rest of the transaction: concurrent credit changes queue here. */
  lockForCredit(id: string, tx: DbOrTx): Promise<UserRow | null> {
    return this.repo.lockForCredit(id, tx);
  }

  /** Writes the balance (call under `lockForCredit`, in the same transaction). */
  setCredit(id: string, totalCredit: string, tx: DbOrTx): Promise<UserRow> {
    return this.repo.setCredit(id, totalCredit, tx);
  }
}
