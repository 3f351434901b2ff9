import { Inject, Injectable } from '@nestjs/common';
import { desc, eq } from 'drizzle-orm';
import { DB, type Db } from '../../platform/db/database';
import { tasks } from '../../platform/db/schema';

/** A user's to-do items (the sign-in application's tasks route). */
@Injectable()
export class TasksRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** The newest `limit` items of a user. */
  newestOf(userId: string, limit: number) {
    return this.db.select().from(tasks).where(eq(tasks.userId, userId)).orderBy(desc(tasks.createdAt)).limit(limit);
  }
}
