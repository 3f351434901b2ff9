import { Injectable, type OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { checkRoles, membership, SUPER_LEVEL_ROLES, USER_IMPORT_COLUMNS, USER_IMPORT_REQUIRED, userImportRow, type UserImportRow } from '@pod/shared';
import type { AuthContext } from '../../platform/auth/auth-context';
import { keysetChunks } from '../../platform/common/keyset';
import { exportList, pickFilters, type ExportListDefinition } from '../../producers/exports/export-list';
import { ExportRegistry } from '../../producers/exports/exports.registry';
import { parseImportRow, repeatedKeys } from '../../producers/data-transfer/schema-import';
import { importKind, type ImportKind, type RowIssue } from '../../producers/imports/import-kind';
import { ImportRegistry } from '../../producers/imports/imports.registry';
import type { UsersFilterArgs } from './user-admin.inputs';
import { UsersAdminRepository, type UserListFilter } from './users-admin.repository';
import { UsersAdminService } from './users-admin.service';

type UserRow = Awaited<ReturnType<UsersAdminRepository['pageAfter']>>[number];

/** The users list query's filters (UsersFilterArgs). */
const USER_FILTERS = {
  text: ['identity', 'email', 'search', 'status', 'group', 'start', 'end'],
  flags: ['withProduction', 'withOrderFulfillment', 'withFinance'],
};

/** The users list as a file: the columns an admin reads, headed by the keys the users import takes. */
export function usersExportList(service: UsersAdminService, repo: UsersAdminRepository): ExportListDefinition {
  return exportList<UserListFilter, UserRow>({
    name: 'users',
    access: { module: 'users', action: 'view' },
    columns: [
      { key: 'email', width: 32, value: (u) => u.email },
      { key: 'name', width: 24, value: (u) => u.name },
      { key: 'role', width: 12, value: (u) => u.role },
      { key: 'groups', width: 20, value: (u) => u.groups.join(';') },
      { key: 'status', width: 10, value: (u) => u.status },
      { key: 'identity', value: (u) => u.identity },
      { key: 'identity_label', value: (u) => u.identityLabel },
      { key: 'total_credit', width: 12, value: (u) => u.totalCredit },
      { key: 'last_login', date: true, value: (u) => u.lastLogin },
      { key: 'created_at', date: true, value: (u) => u.createdAt },
    ],
    parseFilters: (raw) => service.filterOf(pickFilters<UsersFilterArgs>(raw, USER_FILTERS)),
    count: (filter) => repo.count(filter),
    chunks: (filter, _caller, size) => keysetChunks<UserRow>((after, n) => repo.pageAfter(filter, after?.id ?? null, n), size),
  });
}

/** A password nobody knows (letters and digits, so it passes the password rule): the admin sets a real one. */
function unknownPassword(): string {
  return `${randomBytes(24).toString('base64url')}a1`;
}

/** Roles the caller may not give (the form's rule, checked here so the preview can say so per row). */
function ungrantable(auth: AuthContext, row: UserImportRow): string | null {
  const wanted = membership({ role: row.role, groups: row.groups ?? [] });
  if (wanted.has('super_root') && !membership(auth.user).has('super_root')) return 'Only a super_root can give the super_root role.';
  const missing = SUPER_LEVEL_ROLES.find((r) => wanted.has(r) && !checkRoles(auth.user, [r]));
  return missing ? `You cannot give the ${missing} role, which you do not hold.` : null;
}

/**
 * Users from a file: email, name, role, status (default Pending), groups. Every row is written by
 * makeUser, so the form's rules hold; see userImportRow for why imported accounts get an unknown password.
 */
export function usersImportKind(service: UsersAdminService, repo: UsersAdminRepository): ImportKind {
  return importKind<UserImportRow>({
    name: 'users',
    access: { module: 'users', action: 'add' },
    columns: USER_IMPORT_COLUMNS,
    required: USER_IMPORT_REQUIRED,
    maxRows: 2000,
    parseRow: (record) => parseImportRow(userImportRow, record),
    async check(rows, auth) {
      const issues = repeatedKeys(rows, { field: 'email', keyOf: (value) => value.email, subject: 'This email' });
      const add = (line: number, issue: RowIssue) => issues.set(line, [...(issues.get(line) ?? []), issue]);
      const taken = await repo.takenEmails(rows.map((r) => r.value.email));
      for (const { line, value } of rows) {
        if (taken.has(value.email)) add(line, { field: 'email', reason: 'email_taken', message: 'This email is already in use.' });
        const refusal = ungrantable(auth, value);
        if (refusal) add(line, { field: 'role', reason: 'invalid', message: refusal });
      }
      return issues;
    },
    async write(row, auth) {
      const password = unknownPassword();
      const user = await service.makeUser(auth, null, {
        email: row.email,
        name: row.name,
        role: row.role,
        status: row.status,
        groups: row.groups,
        new_password: password,
        confirm_password: password,
      });
      return user._id;
    },
    async undo(ids, auth) {
      for (const id of ids) await service.deleteUser(auth, id);
    },
  });
}

/** Registers what the users module offers to the shared export and import pipelines. */
@Injectable()
export class UsersTransfer implements OnModuleInit {
  constructor(
    private readonly exports: ExportRegistry,
    private readonly imports: ImportRegistry,
    private readonly service: UsersAdminService,
    private readonly repo: UsersAdminRepository,
  ) {}

  onModuleInit() {
    this.exports.register(usersExportList(this.service, this.repo));
    this.imports.register(usersImportKind(this.service, this.repo));
  }
}
