import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { Unauthenticated } from '../common/errors';
import type { AuthContext } from './auth-context';
import { carrierOf } from './access.guard';

/** The caller's AuthContext (the guard has already authenticated). */
export const CurrentAuth = createParamDecorator((_: unknown, context: ExecutionContext): AuthContext => {
  const auth = carrierOf(context).auth;
  if (!auth) throw Unauthenticated();
  return auth;
});

/** The caller's AuthContext or null on public operations. */
export const OptionalAuth = createParamDecorator((_: unknown, context: ExecutionContext): AuthContext | null => carrierOf(context).auth ?? null);

/** The raw carrier (headers, ip) for operations that read extra headers such as the super token. */
export const Carrier = createParamDecorator((_: unknown, context: ExecutionContext) => carrierOf(context));
