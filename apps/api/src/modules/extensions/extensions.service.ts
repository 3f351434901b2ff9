import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { ExtensionFilterInput, MakeExtensionInput, RestoreExtensionVersionInput, SetExtensionEnabledInput, UpdateExtensionInput } from '@pod/shared';
import type { AuthContext } from '../../platform/auth/auth-context';
import { NotFound } from '../../platform/common/errors';
import { newId } from '../../platform/common/ids';
import type { Paging } from '../../platform/common/paging';
import { isUniqueViolation } from '../../platform/common/sql';
import { DB, type Db, type Tx } from '../../platform/db/database';
import { NameTaken, NoSuchVersion } from './extensions.errors';
import {
  ExtensionsRepository,
  type ExtensionFilter,
  type ExtensionMapping,
  type ExtensionRow,
  type ExtensionVersionRow,
  type ServedRuleSet,
} from './extensions.repository';

export type { ExtensionRow, ExtensionVersionRow, ServedRuleSet };

/** What a version holds, as the editor saves it. */
type VersionContent = Pick<UpdateExtensionInput, 'name' | 'page_match' | 'mappings' | 'note'>;

/** The served rule sets and their entity tag (a hash of exactly what is served). */
export interface ServedRules {
  etag: string;
  ruleSets: ServedRuleSet[];
}

/** Rule sets of the sellers' browser extension: each save is a new immutable version. */
@Injectable()
export class ExtensionsService {
  constructor(
    private readonly repo: ExtensionsRepository,
    @Inject(DB) private readonly db: Db,
  ) {}

  filterOf(input: ExtensionFilterInput): ExtensionFilter {
    return { marketplace: input.marketplace, enabled: input.status === 'enabled' ? true : input.status === 'disabled' ? false : undefined };
  }

  page(filter: ExtensionFilter, paging: Paging): Promise<ExtensionRow[]> {
    return this.repo.page(filter, paging.perPage, paging.offset);
  }

  /** All, enabled and disabled rule sets of the marketplace filter (the list's tabs). */
  async counters(marketplace: string | undefined): Promise<{ all: number; enabled: number; disabled: number }> {
    const c = await this.repo.countsByEnabled(marketplace);
    return { all: c.enabled + c.disabled, ...c };
  }

  async find(id: string): Promise<ExtensionRow> {
    const row = await this.repo.findById(id);
    if (!row) throw NotFound('Rule set');
    return row;
  }

  versions(id: string): Promise<ExtensionVersionRow[]> {
    return this.repo.versionsOf(id);
  }

  versionsAt(keys: ReadonlyArray<{ id: string; version: number }>): Promise<ExtensionVersionRow[]> {
    return this.repo.versionsAt(keys);
  }

  /** A new rule set at version 1. */
  make(auth: AuthContext, input: MakeExtensionInput): Promise<ExtensionRow> {
    return this.write(async (tx) => {
      const row = await this.repo.insert(tx, {
        id: newId(),
        marketplace: input.marketplace,
        name: input.name,
        enabled: input.enabled ?? true,
        version: 1,
        createdBy: auth.user.id,
      });
      await this.addVersion(tx, auth, row.id, 1, input);
      return row;
    });
  }

  /** Saves the rule set as its next version (the marketplace may change with it). */
  update(auth: AuthContext, input: UpdateExtensionInput): Promise<ExtensionRow> {
    return this.write(async (tx) => {
      const current = await this.locked(tx, input._id);
      return this.nextVersion(tx, auth, current, input, { marketplace: input.marketplace });
    });
  }

  /** An older version's content saved again as the newest version. */
  restore(auth: AuthContext, input: RestoreExtensionVersionInput): Promise<ExtensionRow> {
    return this.write(async (tx) => {
      const current = await this.locked(tx, input._id);
      const old = await this.repo.version(tx, current.id, input.version);
      if (!old) throw NoSuchVersion();
      const content = { name: old.name, page_match: old.pageMatch, mappings: old.mappings as VersionContent['mappings'], note: old.note ?? undefined };
      return this.nextVersion(tx, auth, current, content, {}, old.version);
    });
  }

  async setEnabled(input: SetExtensionEnabledInput): Promise<ExtensionRow> {
    const row = await this.repo.update(this.db, input._id, { enabled: input.enabled });
    if (!row) throw NotFound('Rule set');
    return row;
  }

  /** Removes a rule set with its versions. */
  async trash(id: string): Promise<boolean> {
    const gone = await this.db.transaction((tx) => this.repo.delete(tx, id));
    if (!gone) throw NotFound('Rule set');
    return true;
  }

  /** What the extension downloads, and its tag for If-None-Match. */
  async served(): Promise<ServedRules> {
    const ruleSets = await this.repo.servedRuleSets();
    const etag = `"${createHash('sha256').update(JSON.stringify(ruleSets)).digest('base64url').slice(0, 27)}"`;
    return { etag, ruleSets };
  }

  // ------------------------------------------------------------ writing

  private async locked(tx: Tx, id: string): Promise<ExtensionRow> {
    const row = await this.repo.findById(id, tx, true);
    if (!row) throw NotFound('Rule set');
    return row;
  }

  private async nextVersion(
    tx: Tx,
    auth: AuthContext,
    current: ExtensionRow,
    content: VersionContent,
    extra: { marketplace?: string },
    restoredFrom?: number,
  ): Promise<ExtensionRow> {
    const version = current.version + 1;
    const row = await this.repo.update(tx, current.id, { ...extra, name: content.name, version });
    await this.addVersion(tx, auth, current.id, version, content, restoredFrom);
    return row!;
  }

  private addVersion(tx: Tx, auth: AuthContext, extensionId: string, version: number, content: VersionContent, restoredFrom?: number) {
    const mappings: ExtensionMapping[] = content.mappings.map((m) =>
      m.attribute ? { field: m.field, selector: m.selector, attribute: m.attribute } : { field: m.field, selector: m.selector },
    );
    return this.repo.insertVersion(tx, {
      extensionId,
      version,
      name: content.name,
      pageMatch: content.page_match,
      mappings,
      note: content.note ?? null,
      restoredFrom: restoredFrom ?? null,
      createdBy: auth.user.id,
    });
  }

  /** One transaction; a name another set of the marketplace holds is a field error, not a 500. */
  private async write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(work);
    } catch (e) {
      if (isUniqueViolation(e)) throw NameTaken();
      throw e;
    }
  }
}
