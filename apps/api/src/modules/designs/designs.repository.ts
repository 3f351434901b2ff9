import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, exists, getTableColumns, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { DesignStatus } from '@pod/shared';
import { PreparedByShape } from '../../platform/common/prepared';
import { anyOf, likePattern } from '../../platform/common/sql';
import { DB, type Db, type DbOrTx } from '../../platform/db/database';
import {
  mockupDesigns,
  mockupDesignStatusCounts,
  mockupDesignTagLinks,
  mockupDesignTags,
  mockupDesignTagStatusCounts,
  type MockupDesignRow,
  type MockupDesignTagRow,
  type NewMockupDesignRow,
} from '../../platform/db/schema';
import { rowById } from '../../platform/common/by-id';

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

/** The filter as the list's SQL takes it: the name as its LIKE pattern. */
type ListFilter = Omit<DesignFilter, 'name'> & { namePattern?: string };

/** Tag suggestions answered at most. */
const TAG_SUGGESTIONS = 50;

/** The one place that reads and writes mockup designs, their tags and their counters. */
@Injectable()
export class DesignsRepository {
  // The list's page, its counters and its tags run on every catalogue view: prepared per filter shape.
  private readonly pages = new PreparedByShape<ListFilter, MockupDesignRow[]>('designs_page', (f, name) => {
    const s = this.source(f);
    return this.from(f, getTableColumns(mockupDesigns))
      .where(this.where(f))
      .orderBy(desc(s.createdAt), desc(s.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  });
  private readonly keptCounts = new PreparedByShape<Pick<ListFilter, 'ownerId' | 'tagId'>, Array<{ status: string; total: number }>>(
    'designs_counters',
    (f, name) => this.kept(f).prepare(name),
  );
  private readonly tagsByDesign;

  constructor(@Inject(DB) private readonly db: Db) {
    this.tagsByDesign = db
      .select({ designId: mockupDesignTagLinks.designId, tag: mockupDesignTags })
      .from(mockupDesignTagLinks)
      .innerJoin(mockupDesignTags, eq(mockupDesignTags.id, mockupDesignTagLinks.tagId))
      .where(sql`${mockupDesignTagLinks.designId} = any(${sql.placeholder('ids')}::text[])`)
      .orderBy(mockupDesignTags.name)
      .prepare('designs_tags_of');
  }

  /**
   * The columns a list filters and orders on. Untagged: the design's own. Tagged: the tag's links,
   * which carry the design's status and created_at (trigger-kept), so the page is one range of a
   * links index; a seller sees a tag's designs only when the tag is theirs (a tag and its designs
   * share one owner, see the schema).
   */
  private source(f: Omit<DesignFilter, 'status'>) {
    const d = mockupDesigns;
    const l = mockupDesignTagLinks;
    if (!f.tagId) return { status: d.status, createdAt: d.createdAt, id: d.id, scope: f.ownerId ? eq(d.ownerId, f.ownerId) : undefined };
    return { status: l.status, createdAt: l.createdAt, id: l.designId, scope: and(eq(l.tagId, f.tagId), this.tagIsTheirs(f.tagId, f.ownerId)) };
  }

  /** Uncorrelated, so PostgreSQL checks it once per query (a one-time filter). */
  private tagIsTheirs(tagId: string, ownerId: string | undefined): SQL | undefined {
    const t = mockupDesignTags;
    return ownerId
      ? exists(
          this.db
            .select({ one: sql`1` })
            .from(t)
            .where(and(eq(t.id, tagId), eq(t.ownerId, ownerId))),
        )
      : undefined;
  }

  /** The name filter as the SQL takes it (a LIKE pattern), so the query branches only on which fields are set. */
  private listFilter({ name, ...rest }: Omit<DesignFilter, 'status'> & { status?: DesignStatus }): ListFilter {
    return name ? { ...rest, namePattern: likePattern(name) } : rest;
  }

  private where(f: ListFilter): SQL | undefined {
    const s = this.source(f);
    return and(
      s.scope,
      f.status ? eq(s.status, f.status) : undefined,
      f.namePattern ? sql`lower(${mockupDesigns.name}) like ${f.namePattern}` : undefined,
      f.start ? gte(s.createdAt, f.start) : undefined,
      f.end ? lte(s.createdAt, f.end) : undefined,
    );
  }

  /** The designs, joined to their tag's links when a tag is filtered. */
  private from<T extends SelectedFields>(f: Omit<DesignFilter, 'status'>, columns: T) {
    const q = this.db.select(columns).from(mockupDesigns).$dynamic();
    return f.tagId ? q.innerJoin(mockupDesignTagLinks, eq(mockupDesignTagLinks.designId, mockupDesigns.id)) : q;
  }

  /** Newest first, keyed on (created_at, id) as the indexes are (DESC, nulls first). */
  page(f: DesignFilter, limit: number, offset: number): Promise<MockupDesignRow[]> {
    return this.pages.execute(this.listFilter(f), { limit, offset });
  }

  /**
   * Designs per status: trigger-kept counters (per owner and status, or per tag and status) when
   * no name or date is filtered, else counted.
   */
  async countsByStatus(f: Omit<DesignFilter, 'status'>): Promise<Record<string, number>> {
    const rows = f.name || f.start || f.end ? await this.counted(this.listFilter(f)) : await this.keptCounts.execute({ ownerId: f.ownerId, tagId: f.tagId });
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.total)]));
  }

  private kept(f: Pick<ListFilter, 'ownerId' | 'tagId'>) {
    if (f.tagId) {
      const c = mockupDesignTagStatusCounts;
      return this.db
        .select({ status: c.status, total: c.total })
        .from(c)
        .where(and(eq(c.tagId, f.tagId), this.tagIsTheirs(f.tagId, f.ownerId)));
    }
    const c = mockupDesignStatusCounts;
    return this.db
      .select({ status: c.status, total: sql<number>`sum(${c.total})::int` })
      .from(c)
      .where(f.ownerId ? eq(c.ownerId, f.ownerId) : undefined)
      .groupBy(c.status);
  }

  private counted(f: ListFilter) {
    const s = this.source(f);
    return this.from(f, { status: s.status, total: sql<number>`count(*)::int` })
      .where(this.where(f))
      .groupBy(s.status);
  }

  findById(id: string, tx: DbOrTx = this.db, lock = false): Promise<MockupDesignRow | null> {
    return rowById(tx, mockupDesigns, id, lock);
  }

  /** The ownership rule's access check (auth/ownership.ts): which of `ids` are `ownerId`'s designs, one statement. */
  async ownedBy(ownerId: string, ids: readonly string[], tx: DbOrTx = this.db): Promise<ReadonlySet<string>> {
    const rows = await tx
      .select({ id: mockupDesigns.id })
      .from(mockupDesigns)
      .where(and(anyOf(mockupDesigns.id, [...ids]), eq(mockupDesigns.ownerId, ownerId)));
    return new Set(rows.map((r) => r.id));
  }

  findByIds(ids: readonly string[], tx: DbOrTx = this.db): Promise<MockupDesignRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return tx
      .select()
      .from(mockupDesigns)
      .where(anyOf(mockupDesigns.id, [...ids]));
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
      .where(anyOf(mockupDesigns.id, [...ids]));
  }

  /** The tags of each design, by design id (one query for a page). */
  async tagsOf(designIds: readonly string[]): Promise<Map<string, MockupDesignTagRow[]>> {
    const byDesign = new Map<string, MockupDesignTagRow[]>();
    if (!designIds.length) return byDesign;
    const rows = await this.tagsByDesign.execute({ ids: [...designIds] });
    for (const r of rows) byDesign.set(r.designId, [...(byDesign.get(r.designId) ?? []), r.tag]);
    return byDesign;
  }

  /** Replaces a design's tags; each link carries the design's status and created_at (kept so by triggers afterwards). */
  async setTags(designId: string, tagIds: readonly string[], tx: DbOrTx): Promise<void> {
    const d = mockupDesigns;
    await tx.delete(mockupDesignTagLinks).where(eq(mockupDesignTagLinks.designId, designId));
    if (!tagIds.length) return;
    const ids = sql.join(
      tagIds.map((id) => sql`${id}`),
      sql`, `,
    );
    await tx.insert(mockupDesignTagLinks).select(
      tx
        .select({ designId: d.id, tagId: sql<string>`unnest(array[${ids}]::text[])`.as('tag_id'), status: d.status, createdAt: d.createdAt })
        .from(d)
        .where(eq(d.id, designId)),
    );
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
      .where(and(eq(mockupDesignTags.ownerId, ownerId), anyOf(mockupDesignTags.id, [...ids])));
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
          anyOf(
            sql`lower(${t.name})`,
            names.map((n) => n.toLowerCase()),
          ),
        ),
      );
    return rows.map((r) => r.id);
  }
}
