import { CallHandler, ExecutionContext, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { from, mergeMap, type Observable } from 'rxjs';
import { carrierOf } from './access.guard';
import { LogsRepository } from './logs.repository';

/**
 * Every successful write (GraphQL mutation, REST POST/PUT/PATCH/DELETE by a signed-in caller) leaves
 * a row saying which account it was done as and which person really did it: they differ while a
 * super user is switched into someone else's account.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Audit');

  constructor(private readonly logs: LogsRepository) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const operation = this.writeOperation(context);
    if (!operation) return next.handle();
    return next.handle().pipe(
      mergeMap((result) =>
        from(
          (async () => {
            const auth = carrierOf(context).auth;
            if (auth) {
              await this.logs
                .audit({ userId: auth.user.id, actorId: auth.actorId, operation, details: auth.impersonating ? { impersonated: true } : null })
                .catch((e) => this.logger.error(`audit write failed: ${String(e)}`));
            }
            return result;
          })(),
        ),
      ),
    );
  }

  private writeOperation(context: ExecutionContext): string | null {
    if (context.getType<string>() === 'graphql') {
      const info = GqlExecutionContext.create(context).getInfo();
      return info.parentType.name === 'Mutation' ? info.fieldName : null;
    }
    const req = context.switchToHttp().getRequest<{ method: string; path: string }>();
    return ['POST', 'PUT', 'PATCH', 'DELETE'].includes(req.method) ? `${req.method} ${req.path}` : null;
  }
}
