import {
  GraphQLError,
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
  isInterfaceType,
  Kind,
  type ASTVisitor,
  type GraphQLCompositeType,
  type GraphQLField,
  type SelectionSetNode,
  type ValidationContext,
  type ValueNode,
} from 'graphql';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '@pod/shared';

/**
 * What one request may ask for, checked on the parsed query before anything runs (validation is
 * cached per distinct query, so a normal screen pays this once). Tokens are capped by the parser
 * (`parseOptions.maxTokens` in graphql.config.ts) and batched HTTP requests stay off (Apollo's default).
 */
export const COST_LIMITS = {
  /** Fields answered under another name: `a1: cUser a2: cUser …` multiplies work without adding depth. */
  aliases: 50,
  /** Field selections, fragments expanded. The largest screen (a user's record) selects about 150. */
  fields: 1_000,
  /** Fields weighted by how many rows the lists above them can return. */
  cost: 25_000,
  /**
   * Lexical tokens of the query text, checked while parsing: the cheapest refusal, so the cap is
   * tight. The largest document the web sends (fragments included) has about 160.
   */
  tokens: 5_000,
} as const;

/** Arguments that size a list. */
const SIZE_ARGS = new Set(['perPage', 'per_page', 'limit', 'first', 'last']);

interface Tally {
  aliases: number;
  fields: number;
  cost: number;
}

/** A list without a size argument is a record's embedded list (hubs, permissions): a few entries. */
const EMBEDDED_LIST = 10;

function listSize(args: readonly { name: { value: string }; value: ValueNode }[] | undefined): number {
  const size = args?.find((a) => SIZE_ARGS.has(a.name.value));
  if (!size) return args?.some((a) => a.name.value === 'page') ? PAGE_SIZE.list : EMBEDDED_LIST;
  // A variable may be as large as any page can be.
  if (size.value.kind !== Kind.INT) return MAX_PAGE_SIZE;
  return Math.min(Math.max(Number(size.value.value), 1), MAX_PAGE_SIZE);
}

/** Refuses a query over COST_LIMITS with a message saying which limit and by how much. */
export function costLimit(context: ValidationContext): ASTVisitor {
  const schema = context.getSchema();
  const tally = (set: SelectionSetNode, parent: GraphQLCompositeType | undefined, weight: number, t: Tally, seen: ReadonlySet<string>) => {
    for (const sel of set.selections) {
      // Past a limit the answer is known: stop counting.
      if (t.fields > COST_LIMITS.fields || t.cost > COST_LIMITS.cost) return;
      if (sel.kind === Kind.FIELD) {
        t.fields += 1;
        t.cost += weight;
        if (sel.alias && sel.alias.value !== sel.name.value) t.aliases += 1;
        if (!sel.selectionSet) continue;
        const def: GraphQLField<unknown, unknown> | undefined =
          parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[sel.name.value] : undefined;
        const returns = def ? getNullableType(def.type) : undefined;
        const childWeight = returns && isListType(returns) ? weight * listSize(sel.arguments) : weight;
        tally(sel.selectionSet, def ? (getNamedType(def.type) as GraphQLCompositeType) : undefined, childWeight, t, seen);
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        const type = sel.typeCondition ? (schema.getType(sel.typeCondition.name.value) as GraphQLCompositeType | undefined) : parent;
        tally(sel.selectionSet, type, weight, t, seen);
      } else {
        const name = sel.name.value;
        const fragment = context.getFragment(name);
        // A fragment cycle is reported by graphql-js's own rule; here it is only not followed.
        if (!fragment || seen.has(name)) continue;
        const type = schema.getType(fragment.typeCondition.name.value) as GraphQLCompositeType | undefined;
        tally(fragment.selectionSet, type, weight, t, new Set([...seen, name]));
      }
    }
  };
  return {
    OperationDefinition(node) {
      const root = node.operation === 'query' ? schema.getQueryType() : node.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
      const t: Tally = { aliases: 0, fields: 0, cost: 0 };
      tally(node.selectionSet, root ?? undefined, 1, t, new Set());
      const over =
        t.aliases > COST_LIMITS.aliases
          ? `${t.aliases} aliased fields (at most ${COST_LIMITS.aliases})`
          : t.fields > COST_LIMITS.fields
            ? `more than ${COST_LIMITS.fields} fields`
            : t.cost > COST_LIMITS.cost
              ? `a cost over ${COST_LIMITS.cost} (fields times the rows of the lists above them)`
              : null;
      if (over) context.reportError(new GraphQLError(`This request asks for too much: ${over}. Split it into smaller requests.`, { nodes: [node] }));
      return false;
    },
  };
}
