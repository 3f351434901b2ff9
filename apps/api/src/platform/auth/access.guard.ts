import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext } from '@nestjs/graphql';
import { checkRoles, hasPermission } from '@pod/shared';
import { Forbidden, Unauthenticated } from '../common/errors';
import type { AuthCarrier, AuthContext } from './auth-context';
import { ACCESS_KEY, type AccessRule } from './access';
import { AuthenticationService } from './authentication.service';
import { SCOPE_KEY, scopeRefusal, type ScopeRule } from './scope';

export interface GqlContext {
  req?: AuthCarrier & { res?: unknown };
  res?: { setHeader(name: string, value: string): void };
  carrier: AuthCarrier;
}

export function carrierOf(context: ExecutionContext): AuthCarrier {
  if (context.getType<string>() === 'graphql') return GqlExecutionContext.create(context).getContext<GqlContext>().carrier;
  return context.switchToHttp().getRequest<AuthCarrier>();
}

export function rulePasses(rule: AccessRule, auth: AuthContext | null): boolean {
  if ('public' in rule) return true;
  if (!auth) return false;
  if ('authenticated' in rule) return true;
  if ('roles' in rule) return checkRoles({ role: auth.user.role, groups: auth.user.groups }, rule.roles);
  return hasPermission(auth.permissions, rule.permission[0], rule.permission[1]);
}

/**
 * The one global guard. Every GraphQL operation and REST route declares @Access rules;
 * an undeclared one is refused for everybody (deny by default).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly authentication: AuthenticationService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rules = this.reflector.getAllAndOverride<AccessRule[] | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    const carrier = carrierOf(context);
    if (context.getType<string>() === 'graphql') {
      carrier.operationName = GqlExecutionContext.create(context).getInfo().fieldName;
    } else {
      carrier.operationName = `${(carrier as { method?: string }).method ?? ''} ${(carrier as { path?: string }).path ?? ''}`.trim();
    }
    if (!rules || rules.length === 0) throw Forbidden('This operation is not open to anyone.');
    if (rules.some((r) => 'public' in r)) {
      // Public routes still learn who is calling when a valid token is sent.
      await this.authentication.authenticate(carrier).catch(() => (carrier.auth = null));
      return true;
    }
    const auth = await this.authentication.authenticate(carrier);
    if (!auth) throw Unauthenticated();
    const allowed = rules.some((r) => rulePasses(r, auth));
    const scope = this.reflector.getAllAndOverride<ScopeRule | undefined>(SCOPE_KEY, [context.getHandler(), context.getClass()]);
    const refusal = allowed ? scopeRefusal(auth, scope, carrier.operationName ?? '') : null;
    if (auth.via !== 'session') {
      const prefix = auth.storeId ? `store:${auth.storeId}` : null;
      await this.authentication.logTokenUse(carrier, auth.user.id, prefix, !allowed ? 'forbidden' : refusal ? 'out_of_scope' : 'ok');
    }
    if (!allowed) throw Forbidden();
    if (refusal) throw Forbidden(refusal);
    return true;
  }
}
