import { type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { json, type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { AppModule, type AppOptions } from './app.module';
import { AuditTrail } from './platform/auth/audit-trail';
import type { Env } from './platform/config/env';
import { RestExceptionFilter } from './platform/common/http-exception.filter';
import { NestPinoLogger, requestLog, rootLogger } from './platform/common/logging';
import { restInputHygiene } from './platform/common/rest-input-hygiene';
import { GRAPHQL_PATH } from './graphql.config';
import { LEGACY_STORED_FILES_PATH, STORED_FILES_PATH } from './platform/storage/local.driver';
import { TRACKING_WEBHOOK_PATH } from './modules/shipments/tracking-signature';

/**
 * Paths the API answers, not the SPA: each one itself and everything under it. The old prefix of
 * stored files only with a key under it, since /storage itself is a screen of the SPA.
 */
const API_PATHS = ['/graphql', '/api', '/auth', '/health', STORED_FILES_PATH.slice(0, -1)];
const isApiPath = (path: string) => API_PATHS.some((p) => path === p || path.startsWith(p + '/')) || path.startsWith(LEGACY_STORED_FILES_PATH);

/** Builds the HTTP app (used by main, the e2e server and the integration tests alike). */
export async function createApp(env: Env, options: AppOptions = {}): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(env, options), { bufferLogs: true, bodyParser: false });
  const logger = rootLogger(env);
  app.useLogger(new NestPinoLogger(logger));
  app.set('trust proxy', env.TRUST_PROXY);
  app.disable('x-powered-by');
  if (env.NODE_ENV === 'production') app.use(httpsRedirect);
  // The SPA's files are answered first: no request log line and no body parsing for them.
  const webDist = env.WEB_DIST ? resolve(env.WEB_DIST) : resolve(__dirname, '..', '..', 'web', 'dist');
  if (existsSync(join(webDist, 'index.html'))) serveSpa(app, webDist);
  app.use(requestLog(logger));
  app.use(app.get(AuditTrail).restWrites(GRAPHQL_PATH));
  app.use(jsonBody);
  app.use(restInputHygiene(GRAPHQL_PATH));
  app.useGlobalFilters(new RestExceptionFilter());
  app.enableShutdownHooks();
  return app;
}

/** Where signed deliveries arrive: their signature is over the exact bytes, kept as `req.rawBody`. */
export const WEBHOOK_PATH = '/api/webhooks/';

const parseJson = json({
  limit: '1mb',
  verify: (req: Request, _res, buf) => {
    if (req.url.startsWith(WEBHOOK_PATH) || req.url.startsWith(TRACKING_WEBHOOK_PATH)) (req as Request & { rawBody?: Buffer }).rawBody = buf;
  },
});

/** Malformed or oversized bodies get a clear answer that both REST and GraphQL clients read. */
function jsonBody(req: Request, res: Response, next: NextFunction) {
  parseJson(req, res, (err?: { type?: string }) => {
    if (!err) return next();
    const tooLarge = err.type === 'entity.too.large';
    const msg = tooLarge ? 'Request body too large (1 MB at most)' : 'Malformed JSON body';
    res.status(tooLarge ? 413 : 400).json({ errors: [{ msg, message: msg, extensions: { code: 'BAD_USER_INPUT' } }] });
  });
}

/** Plain http pages go to https, except on localhost (spec section 2). */
function httpsRedirect(req: Request, res: Response, next: NextFunction) {
  // The method first: req.protocol and req.hostname walk the trusted-proxy chain on every call.
  if (req.method !== 'GET' || req.protocol !== 'http' || ['localhost', '127.0.0.1', '::1'].includes(req.hostname)) return next();
  res.redirect(301, `https://${req.get('host')}${req.originalUrl}`);
}

/**
 * The SPA's security headers. Its index.html loads one module script (no inline script); Chakra's
 * emotion injects <style> tags, hence style-src 'unsafe-inline'; pictures, fonts and uploads may
 * live on an S3 host (https:); a PDF prints from a same-origin blob: in a hidden frame; only the
 * SPA itself may frame its pages.
 */
export const spaHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:', 'https:'],
      mediaSrc: ["'self'", 'blob:', 'https:'],
      connectSrc: ["'self'", 'https:', 'wss:', 'ws:'],
      frameSrc: ["'self'", 'blob:'],
      objectSrc: ["'self'", 'blob:'],
      workerSrc: ["'self'", 'blob:'],
      frameAncestors: ["'self'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  frameguard: { action: 'sameorigin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
});

/** The built SPA on the same origin: assets cached forever, every other page gets index.html. */
function serveSpa(app: NestExpressApplication, dist: string) {
  app.use((req: Request, res: Response, next: NextFunction) => (isApiPath(req.path) ? next() : spaHeaders(req, res, next)));
  app.use('/assets', express.static(join(dist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  // No such asset, or a path that does not decode (`/assets/%`, `/assets/%00`): 404, not the error handler's 500.
  app.use('/assets', (_err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    if (!res.headersSent) res.status(404).setHeader('Cache-Control', 'no-cache').type('text/plain').send('Not found');
  });
  app.use(express.static(dist, { index: false, maxAge: '1h' }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || isApiPath(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(join(dist, 'index.html'));
  });
}
