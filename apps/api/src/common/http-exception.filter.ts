import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError } from './errors';

/** REST routes answer `{ errors: [{ msg }] }` (spec section 8) with a fitting status. */
@Catch()
export class RestExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Rest');

  catch(exception: unknown, host: ArgumentsHost) {
    if (host.getType() !== 'http') throw exception;
    const res = host.switchToHttp().getResponse<Response>();
    if (exception instanceof DomainError) {
      res.status(exception.httpStatus).json({
        errors: [{ msg: exception.message, code: exception.code, ...(exception.fields ? { fields: exception.fields, reasons: exception.reasons } : {}) }],
      });
      return;
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const msg = status === 404 ? 'Not found' : status === 413 ? 'Request body too large' : status < 500 ? exception.message : 'Internal server error';
      res.status(status).json({ errors: [{ msg }] });
      return;
    }
    this.logger.error(exception);
    res.status(500).json({ errors: [{ msg: 'Internal server error' }] });
  }
}
