import type { LoggerService } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import pino, { type Level, type Logger } from 'pino';
import type { Env } from '../config/env';
import { newId } from './ids';

/**
 * Logging without per-request machinery. nestjs-pino made a child logger with redaction for every
 * request and kept it in an AsyncLocalStorage, which on Node 20 runs a hook on every promise: about
 * 0.1 ms of CPU a request even when nothing is written. Here the request line is built only when it
 * is written, from the few fields worth keeping (no headers, so no secrets to redact).
 */
export function rootLogger(env: Env): Logger {
  // Asynchronous writes keep logging off the request's critical path (nothing is buffered, so a crash loses no line).
  return pino({ level: env.LOG_LEVEL }, pino.destination({ dest: 1, sync: env.NODE_ENV === 'test' }));
}

const REQUEST_ID = /^[\w-]{1,64}$/;

/** One JSON line per answered request, with its id (a caller's `x-request-id` is kept) and duration. */
export function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.url === '/health' || !logger.isLevelEnabled('info')) return next();
    const started = performance.now();
    res.once('finish', () => {
      const given = req.headers['x-request-id'];
      const level: Level = res.statusCode >= 500 ? 'error' : 'info';
      logger[level](
        {
          requestId: typeof given === 'string' && REQUEST_ID.test(given) ? given : newId(),
          req: { method: req.method, url: req.originalUrl, remoteAddress: req.socket.remoteAddress },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - started),
        },
        'request completed',
      );
    });
    next();
  };
}

type NestLevel = 'log' | 'error' | 'warn' | 'debug' | 'verbose' | 'fatal';
const PINO_LEVEL: Record<NestLevel, Level> = { log: 'info', error: 'error', warn: 'warn', debug: 'debug', verbose: 'trace', fatal: 'fatal' };

/** Nest's own messages (`new Logger('Auth').warn(…)`) as pino lines with their context. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...rest: unknown[]) {
    this.write('log', message, rest);
  }
  error(message: unknown, ...rest: unknown[]) {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]) {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]) {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]) {
    this.write('verbose', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]) {
    this.write('fatal', message, rest);
  }

  /** Nest passes the context last; `error(message, stack, context)` puts a stack before it. */
  private write(nestLevel: NestLevel, message: unknown, rest: unknown[]) {
    const level = PINO_LEVEL[nestLevel];
    if (!this.logger.isLevelEnabled(level)) return;
    const context = rest.length > 0 && typeof rest[rest.length - 1] === 'string' ? (rest[rest.length - 1] as string) : undefined;
    const stack = nestLevel === 'error' && rest.length > 1 && typeof rest[0] === 'string' ? rest[0] : undefined;
    if (message instanceof Error) this.logger[level]({ context, err: message }, message.message);
    else if (typeof message === 'object' && message !== null) this.logger[level]({ context, ...message });
    else this.logger[level]({ context, ...(stack ? { stack } : {}) }, String(message));
  }
}
