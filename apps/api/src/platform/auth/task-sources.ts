import { Injectable } from '@nestjs/common';
import type { AuthContext } from './auth-context';

/** One entry of `GET /api/tasks` (spec section 7's record): id, status, title, store.sto_name, created_at. */
export interface TaskRecord {
  id: string;
  status: string;
  title: string;
  storeName: string | null;
  createdAt: Date;
}

/** A module's tasks for a caller (design requests assigned to them, waiting on them), newest first. */
export type TaskSource = (auth: AuthContext, limit: number) => Promise<TaskRecord[]>;

/**
 * The modules whose work becomes someone's task register here at start-up (as timeline visibility
 * does), so `GET /api/tasks` answers the caller's real tasks without auth/ importing the features.
 */
@Injectable()
export class TaskSources {
  private readonly sources: TaskSource[] = [];

  register(source: TaskSource): void {
    this.sources.push(source);
  }

  async of(auth: AuthContext, limit: number): Promise<TaskRecord[]> {
    const all = (await Promise.all(this.sources.map((s) => s(auth, limit)))).flat();
    return all.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, limit);
  }
}
