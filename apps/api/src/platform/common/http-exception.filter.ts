import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError } from './errors';
import { dbInputRefusal } from './sql';

/** The REST error shape (spec section 8): `{ errors: [{ msg, code, fields?, reasons?, text? }] }`. */
export function sendRestError(res: Response, error: DomainError): void {
  res.status(error.httpStatus).json({
    errors: [
      {
        msg: error.message,
        code: error.code,
        ...(error.fields ? { fields: error.fields, reasons: error.reasons } : {}),
        ...(error.text ? { text: error.text } : {}),
      },
    ],
  });
}

/** REST routes answer `{ errors: [{ msg }] }` (spec section 8) with a fitting status. */
@Catch()
export class RestExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Rest');

  catch(exception: unknown, host: ArgumentsHost) {
    if (host.getType() !== 'http') throw exception;
    const res = host.switchToHttp().getResponse<Response>();
    if (exception instanceof DomainError) return sendRestError(res, exception);
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const msg = status === 404 ? 'Not found' : status === 413 ? 'Request body too large' : status < 500 ? exception.message : 'Internal server error';
      res.status(status).json({ errors: [{ msg }] });
      return;
    }
    // What the caller sent and the database refused is their error, never a 500.
    const refusal = dbInputRefusal(exception);
    if (refusal) return sendRestError(res, refusal);
    this.logger.error(exception);
    res.status(500).json({ errors: [{ msg: 'Internal server error' }] });
  }
}
