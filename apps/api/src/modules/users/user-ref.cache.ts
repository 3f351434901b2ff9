import { Injectable } from '@nestjs/common';

export interface UserRef {
  _id: string;
  email: string;
  name: string;
  role: string;
}

/** How long a ref is kept: another process's rename shows within this. */
const TTL_MS = 30_000;
const MAX_ENTRIES = 20_000;

/**
 * Users' refs (id, email, name, role) across requests. They show on most lists (creators, actors,
 * sellers) and change rarely, so a list needs no query for users it showed a moment ago. Display
 * only: never used to decide access. This process forgets a ref as soon as it writes that user.
 */
@Injectable()
export class UserRefCache {
  private readonly refs = new Map<string, { ref: UserRef; until: number }>();

  /** The cached refs of `ids`, and the ids to read. */
  lookup(ids: readonly string[]): { found: UserRef[]; missing: string[] } {
    const now = Date.now();
    const found: UserRef[] = [];
    const missing: string[] = [];
    for (const id of ids) {
      const hit = this.refs.get(id);
      if (hit && hit.until > now) found.push(hit.ref);
      else missing.push(id);
    }
    return { found, missing };
  }

  remember(refs: readonly UserRef[]): void {
    if (this.refs.size + refs.length > MAX_ENTRIES) this.refs.clear();
    const until = Date.now() + TTL_MS;
    for (const ref of refs) this.refs.set(ref._id, { ref, until });
  }

  forget(ids: readonly string[]): void {
    for (const id of ids) this.refs.delete(id);
  }

  clear(): void {
    this.refs.clear();
  }
}
