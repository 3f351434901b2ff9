import { Injectable, Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { defaultFieldResolver, type GraphQLResolveInfo, type GraphQLSchema } from 'graphql';
import type { Params } from '../common/prepared';
import type { AuthCarrier, AuthContext } from './auth-context';
import type { GqlContext } from './access.guard';
import { auditInsertCte, LogsRepository, type AuditEntry } from './logs.repository';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Mutations whose own statement wrote their audit row, by request context and response key (one document may hold several mutations). */
const writtenInStatement = new WeakMap<object, Set<string>>();

/**
 * Every successful write (GraphQL mutation, REST POST/PUT/PATCH/DELETE by a signed-in caller) leaves
 * a row saying which account it was done as and which person really did it: they differ while a
 * super user is switched into someone else's account. The row is written before the answer leaves.
 *
 * Not a global Nest interceptor: Nest would then wrap every query field in an RxJS pipeline (about
 * 0.1 ms of CPU per root field) only to find it is not a write. Mutations are wrapped once when the
 * schema is built; REST writes are caught where their answer is sent.
 */
@Injectable()
export class AuditTrail {
  private readonly logger = new Logger('Audit');

  constructor(private readonly logs: LogsRepository) {}

  /** For `transformSchema`: each mutation's resolver records the write once it has succeeded. */
  auditMutations(schema: GraphQLSchema): GraphQLSchema {
    for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = async (source, args, context: GqlContext, info) => {
        const result: unknown = await resolve(source, args, context, info);
        if (!writtenInStatement.get(context)?.has(info.path.key as string)) await this.record(context.carrier.auth, info.fieldName);
        return result;
      };
    }
    return schema;
  }

  /** Express middleware for REST writes; `graphqlPath` is skipped (its mutations are audited one by one). */
  restWrites(graphqlPath: string) {
    return (req: Request, res: Response, next: NextFunction) => {
      if (!WRITE_METHODS.has(req.method) || req.path === graphqlPath || req.path.startsWith(`${graphqlPath}/`)) return next();
      const end = res.end;
      res.end = ((...args: Parameters<Response['end']>) => {
        // The guard put the caller on the request (the request is the REST carrier).
        const auth = (req as unknown as AuthCarrier).auth;
        if (!auth || res.statusCode >= 400) return end.apply(res, args);
        void this.record(auth, `${req.method} ${req.path}`).then(() => end.apply(res, args));
        return res;
      }) as Response['end'];
      next();
    };
  }

  private async record(auth: AuthContext | null | undefined, operation: string): Promise<void> {
    if (!auth) return;
    await this.logs.audit(entryOf(auth, operation)).catch((e) => this.logger.error(`audit write failed: ${String(e)}`));
  }
}

function entryOf(auth: AuthContext, operation: string): AuditEntry {
  return { userId: auth.user.id, actorId: auth.actorId, operation, details: auth.impersonating ? { impersonated: true } : null };
}

/**
 * For a hot mutation that commits its change in one statement (a station scan): this mutation's
 * audit row as a CTE of that statement, so it commits with the change and costs no round trip;
 * the mutation's wrapper (AuditTrail.auditMutations) then does not write it again. Call it only while
 * building the statement that commits: if that statement fails the mutation fails, and a failed
 * mutation is not audited.
 */
export function auditCte(context: GqlContext, info: GraphQLResolveInfo, alias: string, p: Params): string | null {
  const auth = context.carrier.auth;
  if (!auth) return null;
  const keys = writtenInStatement.get(context) ?? new Set<string>();
  writtenInStatement.set(context, keys.add(info.path.key as string));
  return auditInsertCte(alias, entryOf(auth, info.fieldName), p);
}
