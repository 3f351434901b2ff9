import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';

function check(value: unknown): string | number | boolean | null {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    if (typeof value === 'string' && value.length > 100) throw new GraphQLError('Expected a number, text or true/false of at most 100 characters.');
    return value;
  }
  throw new GraphQLError('Expected a number, text or true/false, not a list or object.');
}

/**
 * A form value the spec normalises on the server (section 5): vip "3.7" becomes 3, "true" becomes true,
 * a price "1.50" a number. Only plain values are accepted; lists and objects are refused.
 */
export const FlexScalar = new GraphQLScalarType({
  name: 'Flex',
  description: 'A number, numeric text or boolean as a form sends it; normalised by the server.',
  serialize: (v) => v,
  parseValue: check,
  parseLiteral: (ast: ValueNode) => {
    switch (ast.kind) {
      case Kind.STRING:
        return check(ast.value);
      case Kind.BOOLEAN:
        return ast.value;
      case Kind.INT:
      case Kind.FLOAT:
        return Number(ast.value);
      case Kind.NULL:
        return null;
      default:
        throw new GraphQLError('Expected a number, text or true/false, not a list or object.');
    }
  },
});
