import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { centsToDecimal, money, parseCanonicalMoney, type MoneyInput } from '@pod/shared';

function literal(ast: ValueNode): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, literal(f.value)]));
    case Kind.LIST:
      return ast.values.map(literal);
    default:
      return null;
  }
}

/** Free-form JSON for nested settings (customizer, etc.). Validated by the service that takes it. */
export const JsonScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value',
  serialize: (v) => v,
  parseValue: (v) => v,
  parseLiteral: (ast) => literal(ast),
});

/**
 * An exact amount of money: a decimal string with 2 decimals ("1234.50", "-0.25"), as
 * `numeric(14,2)` stores it. Accepts a canonical decimal string ("1234.50") or a number on input
 * (see `parseCanonicalMoney`); "0,50" or "1,234.50" is refused, never guessed. No float arithmetic.
 */
export const MoneyScalar = new GraphQLScalarType({
  name: 'Money',
  description: 'An exact amount of money as a decimal string with 2 decimals, e.g. "1234.50"',
  serialize: (v) => money(v as MoneyInput),
  parseValue: (v) => parseMoney(v),
  parseLiteral: (ast) => parseMoney(ast.kind === Kind.STRING || ast.kind === Kind.INT || ast.kind === Kind.FLOAT ? ast.value : undefined),
});

function parseMoney(value: unknown): string {
  const cents = parseCanonicalMoney(value);
  if (cents === null)
    throw new GraphQLError('Money must be an amount such as "1234.50": digits, a point and at most 2 decimals, no commas or thousands separators.', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  return centsToDecimal(cents);
}
