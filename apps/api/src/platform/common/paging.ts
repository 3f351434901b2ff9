import { ArgsType, Field, Int } from '@nestjs/graphql';
import { clampPage, clampPerPage, PAGE_SIZE } from '@pod/shared';
import type { GqlContext } from '../auth/access.guard';

/** Paging as arguments; the `page` and `per-page` request headers work the same way (spec section 7). */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { nullable: true })
  page?: number;

  @Field(() => Int, { nullable: true, name: 'perPage' })
  perPage?: number;
}

export interface Paging {
  page: number;
  perPage: number;
  offset: number;
}

export function resolvePaging(ctx: GqlContext | undefined, args: PageArgs | undefined, fallback: number = PAGE_SIZE.list): Paging {
  const headers = ctx?.carrier?.headers ?? {};
  const header = (name: string) => {
    const v = headers[name];
    return Array.isArray(v) ? v[0] : v;
  };
  const page = clampPage(args?.page ?? header('page'));
  const perPage = clampPerPage(args?.perPage ?? header('per-page') ?? header('perpage'), fallback);
  return { page, perPage, offset: (page - 1) * perPage };
}

/** Totals set during a request, read back by `pagingTotalPlugin` when the answer is sent. */
const totals = new WeakMap<object, number>();

/**
 * The list total travels in the x-total response header (spec section 7) and in the answer's
 * `extensions.total`, which clients that cannot read headers (Apollo's hooks) see.
 */
export function setTotal(ctx: GqlContext | undefined, total: number): void {
  ctx?.res?.setHeader('x-total', String(total));
  if (ctx) totals.set(ctx, total);
}

/** The total `setTotal` recorded for this request's context, if any. */
export function totalOf(ctx: object): number | undefined {
  return totals.get(ctx);
}

/** A list's page and its filter's total, read side by side; the total goes out as the list's (`setTotal`). */
export async function pageWithTotal<T>(ctx: GqlContext | undefined, page: Promise<T[]>, total: Promise<number>): Promise<T[]> {
  const [rows, count] = await Promise.all([page, total]);
  setTotal(ctx, count);
  return rows;
}
