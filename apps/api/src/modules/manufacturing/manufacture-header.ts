import type { GqlContext } from '../../platform/auth/access.guard';

/** The factory the request works in: the `x-manufacture` header the /manufactures/{id}/ screens send. */
export const manufactureHeader = (ctx: GqlContext): string | undefined => {
  const v = ctx.carrier?.headers['x-manufacture'];
  return (Array.isArray(v) ? v[0] : v) || undefined;
};
