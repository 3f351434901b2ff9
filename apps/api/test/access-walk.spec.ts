import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { ROLES } from '@pod/shared';
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isInputObjectType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isAbstractType,
  type GraphQLInputType,
  type GraphQLField,
  type IntrospectionQuery,
} from 'graphql';
import { declaredOperations, type DeclaredOperation } from '../src/auth/access-audit';
import { rulePasses } from '../src/auth/access.guard';
import { AuthenticationService } from '../src/auth/authentication.service';
import { newId } from '../src/common/ids';
import { codeOf, TestApp } from './harness';

/** A value of the right shape for a required argument, so the call reaches the guard and beyond. */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    for (const f of Object.values(type.getFields())) if (isNonNullType(f.type)) out[f.name] = sample(f.type);
    return out;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return newId();
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return true;
      case 'JSON':
        return {};
      default:
        return 'x';
    }
  }
  return null;
}

function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const required = field.args.filter((a) => isNonNullType(a.type));
  const vars = required.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = required.map((a) => `${a.name}: $${a.name}`).join(', ');
  const named = getNamedType(field.type);
  const selection = isObjectType(named) || isAbstractType(named) ? ' { __typename }' : '';
  const query = `${kind} Walk${vars ? `(${vars})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
  const variables = Object.fromEntries(required.map((a) => [a.name, sample(a.type)]));
  return { query, variables };
}

/** Operations that the guard admits but whose service also checks the record (ownership): FORBIDDEN is right there. */
const RECORD_CHECKED: Record<string, string> = {
  toggleDesignProduction: 'your own flag (never for sellers), or anyone with users:update',
};

describe('access walk over the whole schema', () => {
  let t: TestApp;
  let ops: DeclaredOperation[];
  let fields: Array<{ kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> }>;

  beforeAll(async () => {
    t = await TestApp.start();
    ops = declaredOperations(t.app.get(DiscoveryService), t.app.get(MetadataScanner));
    const introspection = await t.gql<IntrospectionQuery>(getIntrospectionQuery());
    const schema = buildClientSchema(introspection.data!);
    fields = [
      ...Object.values(schema.getQueryType()!.getFields()).map((field) => ({ kind: 'query' as const, field })),
      ...Object.values(schema.getMutationType()?.getFields() ?? {}).map((field) => ({ kind: 'mutation' as const, field })),
    ];
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
