import { ApolloLink } from '@apollo/client';
import { canonicalStringify } from '@apollo/client/utilities';
import { tap } from 'rxjs';

/**
 * List totals the API sends in `extensions.total`. Apollo's cache keeps only `data`, so this link
 * records each total as its answer passes, keyed by operation, variables (page included) and page size, and
 * `usePagedQuery` reads it next to the cached rows.
 */
const totals = new Map<string, number>();
const listeners = new Set<() => void>();
/** Totals of pages seen this session; the oldest go first. */
const MAX_TOTALS = 500;

export function totalKey(operationName: string | undefined, variables: object, perPage: number | undefined): string {
  return `${operationName ?? ''} ${canonicalStringify(variables)} ${perPage ?? ''}`;
}

export function readTotal(key: string): number | undefined {
  return totals.get(key);
}

export function subscribeTotals(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function recordTotal(key: string, total: number): void {
  if (totals.get(key) === total) return;
  totals.delete(key);
  totals.set(key, total);
  if (totals.size > MAX_TOTALS) totals.delete(totals.keys().next().value as string);
  for (const listener of listeners) listener();
}

export const listTotalsLink = new ApolloLink((operation, forward) =>
  forward(operation).pipe(
    tap((result) => {
      const total = result.extensions?.total;
      const { perPage } = operation.getContext() as { perPage?: number };
      if (typeof total === 'number') recordTotal(totalKey(operation.operationName, operation.variables, perPage), total);
    }),
  ),
);
