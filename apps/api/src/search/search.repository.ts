import { Inject, Injectable } from '@nestjs/common';
import { desc, sql } from 'drizzle-orm';
import { likePattern } from '../common/sql';
import { DB, type Db } from '../db/database';
import { users } from '../db/schema';

/**
 * The navbar's quick search over other modules' tables: one read-only query per group. It owns no
 * table; each query reads only the columns the search shows (a search index would replace it).
 */
@Injectable()
export class SearchRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** Users whose email, name or identity contains `term` (any case), newest first. */
  users(term: string, limit: number): Promise<Array<{ id: string; email: string; name: string }>> {
    return this.db
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(sql`lower(${users.email} || ' ' || ${users.name} || ' ' || coalesce(${users.identityLabel}, '')) LIKE ${likePattern(term)}`)
      .orderBy(desc(users.createdAt))
      .limit(limit);
  }
}
