import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type IntrospectionQuery,
} from 'graphql';
import { newId } from '../src/platform/common/ids';
import type { TestApp } from './harness';

export type RootField = { kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> };

/** Every query and mutation of the running API, read by introspection. */
export async function rootFields(t: TestApp): Promise<RootField[]> {
  const introspection = await t.gql<IntrospectionQuery>(getIntrospectionQuery());
  const schema = buildClientSchema(introspection.data!);
  return [
    ...Object.values(schema.getQueryType()!.getFields()).map((field) => ({ kind: 'query' as const, field })),
    ...Object.values(schema.getMutationType()?.getFields() ?? {}).map((field) => ({ kind: 'mutation' as const, field })),
  ];
}

/** A value of the right shape for a required argument, so the call reaches the guard and beyond. */
export function sample(type: GraphQLInputType): unknown {
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
      case 'Money':
        return '1.00';
      default:
        return 'x';
    }
  }
  return null;
}

/**
 * The operation calling `field` with every argument as a variable: the required ones with
 * samples, plus those in `given` (an argument name to its value).
 */
export function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, given: Record<string, unknown> = {}) {
  const used = field.args.filter((a) => isNonNullType(a.type) || a.name in given);
  const vars = used.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = used.map((a) => `${a.name}: $${a.name}`).join(', ');
  const named = getNamedType(field.type);
  const selection = isObjectType(named) || isAbstractType(named) ? ' { __typename }' : '';
  const query = `${kind} Walk${vars ? `(${vars})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
  const variables = Object.fromEntries(used.map((a) => [a.name, a.name in given ? given[a.name] : sample(a.type)]));
  return { query, variables };
}

/** Scalars a client can put text in. */
const TEXT_SCALARS = new Set(['String', 'ID', 'JSON', 'Flex', 'Money', 'DateTime']);

/**
 * Every place an argument can carry text, as a path from the argument (nested input fields and
 * list items included) and a builder of the argument's value with `text` at that place.
 */
export function textPlaces(type: GraphQLInputType, depth = 0): Array<{ path: string[]; build: (text: string) => unknown }> {
  if (isNonNullType(type)) return textPlaces(type.ofType, depth);
  if (isListType(type)) return textPlaces(type.ofType, depth).map((p) => ({ path: ['0', ...p.path], build: (s) => [p.build(s)] }));
  if (isScalarType(type)) return TEXT_SCALARS.has(type.name) ? [{ path: [], build: (s) => (type.name === 'JSON' ? { note: s } : s) }] : [];
  if (isInputObjectType(type) && depth < 4) {
    const base = sample(type) as Record<string, unknown>;
    return Object.values(type.getFields()).flatMap((f) =>
      textPlaces(f.type, depth + 1).map((p) => ({ path: [f.name, ...p.path], build: (s: string) => ({ ...base, [f.name]: p.build(s) }) })),
    );
  }
  return [];
}

/** Argument names that carry a row's id: `_id`, `id`, `ids`, `order_id`, `file_ids`, … */
export const ID_NAME = /^(_?id|ids|\w+_ids?)$/;

/**
 * Every place an argument carries an id (an `ID`, or text named like one), nested input fields and
 * list items included, as a path and a builder of the argument's value with `id` at that place.
 */
export function idPlaces(type: GraphQLInputType, name: string, idName = ID_NAME, depth = 0): Array<{ path: string[]; build: (id: string) => unknown }> {
  if (isNonNullType(type)) return idPlaces(type.ofType, name, idName, depth);
  if (isListType(type)) return idPlaces(type.ofType, name, idName, depth).map((p) => ({ path: ['0', ...p.path], build: (id) => [p.build(id)] }));
  if (isScalarType(type)) return type.name === 'ID' || (type.name === 'String' && idName.test(name)) ? [{ path: [], build: (id) => id }] : [];
  if (isInputObjectType(type) && depth < 4) {
    const base = sample(type) as Record<string, unknown>;
    return Object.values(type.getFields()).flatMap((f) =>
      idPlaces(f.type, f.name, idName, depth + 1).map((p) => ({ path: [f.name, ...p.path], build: (id: string) => ({ ...base, [f.name]: p.build(id) }) })),
    );
  }
  return [];
}
