/** A GraphQL document that carries the shape of its `data`, so `t.gql(DOC, …)` is typed with no cast at the call. */
export type Doc<T> = string & { readonly __data?: T };
export const doc = <T>(query: string): Doc<T> => query;
