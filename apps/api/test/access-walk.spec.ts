import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { ROLES } from '@pod/shared';
import { declaredOperations, type DeclaredOperation } from '../src/platform/auth/access-audit';
import { rulePasses } from '../src/platform/auth/access.guard';
import { AuthenticationService } from '../src/platform/auth/authentication.service';
import { codeOf, TestApp } from './harness';
import { operationFor, rootFields, type RootField } from './schema-walk';

/** Operations that the guard admits but whose service also checks the record (ownership): FORBIDDEN is right there. */
const RECORD_CHECKED: Record<string, string> = {
  toggleDesignProduction: 'your own flag (never for sellers), or anyone with users:update',
  files: 'designers without the file library list only their own design, mockup or print files: the type is required',
};

describe('access walk over the whole schema', () => {
  let t: TestApp;
  let ops: DeclaredOperation[];
  let fields: RootField[];

  beforeAll(async () => {
    // Operations that wait for a job (exports, renders) answer its id at once: no worker runs here.
    t = await TestApp.start({ IMAGE_SIZES_WAIT_MS: '0' });
    ops = declaredOperations(t.app.get(DiscoveryService), t.app.get(MetadataScanner));
    fields = await rootFields(t);
  });
  afterAll(() => t.stop());

  it('every root field and REST route declares who may call it', () => {
    const declared = new Set(ops.filter((o) => o.kind !== 'REST').map((o) => o.name));
    for (const { field } of fields) expect({ field: field.name, declared: declared.has(field.name) }).toEqual({ field: field.name, declared: true });
    for (const op of ops) expect({ op: op.name, rules: (op.rules ?? []).length > 0 }).toEqual({ op: op.name, rules: true });
  });

  it('refuses every non-public operation to an anonymous caller', async () => {
    expect(fields.length).toBeGreaterThan(5);
    for (const { kind, field } of fields) {
      const op = ops.find((o) => o.name === field.name)!;
      if (op.rules!.some((r) => 'public' in r)) continue;
      const { query, variables } = operationFor(kind, field);
      const res = await t.gql(query, variables);
      expect({ field: field.name, code: codeOf(res) }).toEqual({ field: field.name, code: 'UNAUTHENTICATED' });
    }
  });

  it.each(ROLES.map((r) => [r]))('as %s: refused exactly where the declaration says so', async (role) => {
    const u = await t.userWithToken({ role });
    const carrier = { headers: { authorization: `Bearer ${u.token}` } };
    const auth = (await t.app.get(AuthenticationService).authenticate(carrier))!;
    for (const { kind, field } of fields) {
      const op = ops.find((o) => o.name === field.name)!;
      const allowed = op.rules!.some((r) => rulePasses(r, auth));
      const { query, variables } = operationFor(kind, field);
      const code = codeOf(await t.gql(query, variables, u.token, u.super_token ? { 'x-super-token': u.super_token } : {}));
      if (allowed && RECORD_CHECKED[field.name]) expect(code).not.toBe('UNAUTHENTICATED');
      else if (allowed)
        expect({ field: field.name, refused: code === 'FORBIDDEN' || code === 'UNAUTHENTICATED' }).toEqual({ field: field.name, refused: false });
      else expect({ field: field.name, code }).toEqual({ field: field.name, code: 'FORBIDDEN' });
    }
  });
});
