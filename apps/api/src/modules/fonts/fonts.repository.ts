import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, lt, sql, type SQL } from 'drizzle-orm';
import { anyOf, likePattern } from '../../platform/common/sql';
import { DB, type Db, type DbOrTx } from '../../platform/db/database';
import { fonts, type FontRow, type StoredFontFile } from '../../platform/db/schema';

export type { FontRow, StoredFontFile };
export type GoogleFontValues = Omit<typeof fonts.$inferInsert, 'id' | 'provider'>;

export interface FontFilter {
  provider?: string;
  id?: string;
  slug?: string;
  name?: string;
  ids?: string[];
}

/** The only place that queries fonts. */
@Injectable()
export class FontsRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** Ready families only. */
  private where(f: FontFilter): SQL | undefined {
    const conds: SQL[] = [eq(fonts.status, 'ready')];
    if (f.provider) conds.push(eq(fonts.provider, f.provider));
    if (f.id) conds.push(eq(fonts.id, f.id));
    if (f.slug) conds.push(eq(fonts.slug, f.slug));
    if (f.name) conds.push(sql`lower(${fonts.family}) like ${likePattern(f.name)}`);
    if (f.ids) conds.push(f.ids.length ? anyOf(fonts.id, f.ids) : sql`false`);
    return and(...conds);
  }

  /** By family name, any case. */
  page(f: FontFilter, limit: number, offset: number): Promise<FontRow[]> {
    return this.db
      .select()
      .from(fonts)
      .where(this.where(f))
      .orderBy(asc(sql`lower(${fonts.family})`), asc(fonts.id))
      .limit(limit)
      .offset(offset);
  }

  async count(f: FontFilter): Promise<number> {
    const [{ n }] = await this.db.select({ n: count() }).from(fonts).where(this.where(f));
    return Number(n);
  }

  async findById(id: string, tx: DbOrTx = this.db): Promise<FontRow | null> {
    const [row] = await tx.select().from(fonts).where(eq(fonts.id, id));
    return row ?? null;
  }

  async findCustom(slug: string): Promise<FontRow | null> {
    const [row] = await this.db
      .select()
      .from(fonts)
      .where(and(eq(fonts.provider, 'custom'), eq(fonts.slug, slug)));
    return row ?? null;
  }

  /** Runs `work` in a transaction holding the row lock of the font (by id, or the custom family by slug). */
  locked<T>(key: { id: string } | { customSlug: string }, work: (row: FontRow | null, tx: DbOrTx) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      const where = 'id' in key ? eq(fonts.id, key.id) : and(eq(fonts.provider, 'custom'), eq(fonts.slug, key.customSlug));
      const [row] = await tx.select().from(fonts).where(where).for('update');
      return work(row ?? null, tx);
    });
  }

  async insert(values: typeof fonts.$inferInsert, tx: DbOrTx = this.db): Promise<void> {
    await tx.insert(fonts).values(values);
  }

  async update(id: string, values: Partial<Omit<FontRow, 'id' | 'createdAt'>>, tx: DbOrTx = this.db): Promise<void> {
    await tx
      .update(fonts)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(fonts.id, id));
  }

  /** Custom families never confirmed since `olderThan`: deleted, answered so their objects can go. */
  deletePendingCustom(olderThan: Date): Promise<Array<Pick<FontRow, 'files' | 'preview'>>> {
    return this.db
      .delete(fonts)
      .where(and(eq(fonts.provider, 'custom'), eq(fonts.status, 'pending'), lt(fonts.createdAt, olderThan)))
      .returning({ files: fonts.files, preview: fonts.preview });
  }

  async deleteCustom(id: string): Promise<FontRow | null> {
    const [row] = await this.db
      .delete(fonts)
      .where(and(eq(fonts.id, id), eq(fonts.provider, 'custom')))
      .returning();
    return row ?? null;
  }

  /** One google family by slug: inserted, or updated in place. */
  async upsertGoogle(values: GoogleFontValues, id: string): Promise<void> {
    await this.db
      .insert(fonts)
      .values({ ...values, id, provider: 'google' })
      .onConflictDoUpdate({
        target: [fonts.provider, fonts.slug],
        set: {
          family: values.family,
          category: values.category,
          variants: values.variants,
          subsets: values.subsets,
          files: values.files,
          preview: values.preview,
          status: 'ready',
          updatedAt: sql`now()`,
        },
      });
  }

  /** Slugs of the google families already stored (the seed adds only what is missing). */
  async googleSlugs(): Promise<Set<string>> {
    const rows = await this.db.select({ slug: fonts.slug }).from(fonts).where(eq(fonts.provider, 'google'));
    return new Set(rows.map((r) => r.slug));
  }
}
