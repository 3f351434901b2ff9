import { Inject, Injectable } from '@nestjs/common';
import { and, eq, exists, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { DesignStatus } from '@pod/shared';
import { likePattern } from '../common/sql';
import { DB, type Db, type DbOrTx } from '../db/database';
import {
  mockupDesigns,
  mockupDesignStatusCounts,
  mockupDesignTagLinks,
  mockupDesignTags,
  type MockupDesignRow,
  type MockupDesignTagRow,
  type NewMockupDesignRow,
} from '../db/schema';

export type { MockupDesignRow, MockupDesignTagRow, NewMockupDesignRow };

export interface DesignFilter {
  /** A seller's own designs; absent for staff (everyone's). */
  ownerId?: string;
  status?: DesignStatus;
  name?: string;
  tagId?: string;
  start?: Date;
  end?: Date;
}

/** Tag suggestions answered at most. */
const TAG_SUGGESTIONS = 50;

/** The one place that reads and writes mockup designs, their tags and their counters. */
@Injectable()
export class DesignsRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  private where(f: DesignFilter): SQL | undefined {
    const t = mockupDesigns;
    const links = mockupDesignTagLinks;
    return and(
      f.ownerId ? eq(t.ownerId, f.ownerId) : undefined,
      f.status ? eq(t.status, f.status) : undefined,
      f.name ? sql`lower(${t.name}) like ${likePattern(f.name)}` : undefined,
      f.start ? gte(t.createdAt, f.start) : undefined,
      f.end ? lte(t.createdAt, f.end) : undefined,
      f.tagId
        ? exists(
            this.db
              .select({ one: sql`1` })
              .from(links)
              .where(and(eq(links.designId, t.id), eq(links.tagId, f.tagId))),
          )
        : undefined,
    );
  }

  /**
   * Newest first, keyed on (created_at, id) as the indexes are. NULLS LAST as the indexes were built:
   * a plain DESC (nulls first) cannot use them and sorts the whole table (bench/designs.mjs).
   */
  page(f: DesignFilter, limit: number, offset: number): Promise<MockupDesignRow[]> {
    const t = mockupDesigns;
    return this.db
      .select()
      .from(t)
      .where(this.where(f))
      .orderBy(sql`${t.createdAt} desc nulls last`, sql`${t.id} desc nulls last`)
      .limit(limit)
      .offset(offset);
  }

  /** Designs per status: the trigger-kept counters when only the owner (or nobody) is filtered, else counted. */
  async countsByStatus(f: Omit<DesignFilter, 'status'>): Promise<Record<string, number>> {
    const counterOnly = !f.name && !f.tagId && !f.start && !f.end;
    const c = mockupDesignStatusCounts;
    const rows = counterOnly
      ? await this.db
          .select({ status: c.status, total: sql<number>`sum(${c.total})::int` })
          .from(c)
          .where(f.ownerId ? eq(c.ownerId, f.ownerId) : undefined)
          .groupBy(c.status)
      : await this.db
          .select({ status: mockupDesigns.status, total: sql<number>`count(*)::int` })
          .from(mockupDesigns)
          .where(this.where(f))
          .groupBy(mockupDesigns.status);
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.total)]));
  }

  async findById(id: string, tx: DbOrTx = this.db, lock = false): Promise<MockupDesignRow | null> {
    const q = tx.select().from(mockupDesigns).where(eq(mockupDesigns.id, id)).limit(1);
    const [row] = lock ? await q.for('update') : await q;
    return row ?? null;
  }

  findByIds(ids: readonly string[], tx: DbOrTx = this.db): Promise<MockupDesignRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return tx
      .select()
      .from(mockupDesigns)
      .where(inArray(mockupDesigns.id, [...ids]));
  }

  async insert(values: NewMockupDesignRow, tx: DbOrTx): Promise<MockupDesignRow> {
    const [row] = await tx.insert(mockupDesigns).values(values).returning();
    return row;
  }

  async update(id: string, values: Partial<NewMockupDesignRow>, tx: DbOrTx = this.db): Promise<MockupDesignRow> {
    const [row] = await tx
      .update(mockupDesigns)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(mockupDesigns.id, id))
      .returning();
    return row;
  }

  async setStatus(ids: readonly string[], status: DesignStatus, tx: DbOrTx): Promise<void> {
    await tx
      .update(mockupDesigns)
      .set({ status, updatedAt: new Date() })
      .where(inArray(mockupDesigns.id, [...ids]));
  }

  /** The tags of each design, by design id (one query for a page). */
  async tagsOf(designIds: readonly string[]): Promise<Map<string, MockupDesignTagRow[]>> {
    const byDesign = new Map<string, MockupDesignTagRow[]>();
    if (!designIds.length) return byDesign;
    const rows = await this.db
      .select({ designId: mockupDesignTagLinks.designId, tag: mockupDesignTags })
      .from(mockupDesignTagLinks)
      .innerJoin(mockupDesignTags, eq(mockupDesignTags.id, mockupDesignTagLinks.tagId))
      .where(inArray(mockupDesignTagLinks.designId, [...designIds]))
      .orderBy(mockupDesignTags.name);
    for (const r of rows) byDesign.set(r.designId, [...(byDesign.get(r.designId) ?? []), r.tag]);
    return byDesign;
  }

  /** Replaces a design's tags. */
  async setTags(designId: string, tagIds: readonly string[], tx: DbOrTx): Promise<void> {
    await tx.delete(mockupDesignTagLinks).where(eq(mockupDesignTagLinks.designId, designId));
    if (tagIds.length) await tx.insert(mockupDesignTagLinks).values(tagIds.map((tagId) => ({ designId, tagId })));
  }

  /** Tag suggestions by name (any case, anywhere in it), an owner's or everyone's. */
  tags(f: { ownerId?: string; name?: string }): Promise<MockupDesignTagRow[]> {
    const t = mockupDesignTags;
    return this.db
      .select()
      .from(t)
      .where(and(f.ownerId ? eq(t.ownerId, f.ownerId) : undefined, f.name ? sql`lower(${t.name}) like ${likePattern(f.name)}` : undefined))
      .orderBy(t.name, t.id)
      .limit(TAG_SUGGESTIONS);
  }

  /** Of `ids`, the tags the owner has. */
  ownedTags(ownerId: string, ids: readonly string[], tx: DbOrTx): Promise<MockupDesignTagRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return tx
      .select()
      .from(mockupDesignTags)
      .where(and(eq(mockupDesignTags.ownerId, ownerId), inArray(mockupDesignTags.id, [...ids])));
  }

  /** The owner's tags of these names (any case), made where missing; answers their ids. */
  async ensureTags(ownerId: string, tags: ReadonlyArray<{ id: string; name: string }>, tx: DbOrTx): Promise<string[]> {
    if (!tags.length) return [];
    const t = mockupDesignTags;
    await tx
      .insert(t)
      .values(tags.map((tag) => ({ ...tag, ownerId })))
      .onConflictDoNothing();
    const names = tags.map((tag) => tag.name);
    const rows = await tx
      .select({ id: t.id })
      .from(t)
      .where(
        and(
          eq(t.ownerId, ownerId),
          inArray(
            sql`lower(${t.name})`,
            names.map((n) => n.toLowerCase()),
          ),
        ),
      );
    return rows.map((r) => r.id);
  }
}
