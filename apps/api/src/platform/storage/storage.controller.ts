import { Controller, Get, Options, Put, Req, Res } from '@nestjs/common';
import { LEGACY_STORED_FILES_PATH, STORED_FILES_PATH } from './local.driver';
import type { Request, Response } from 'express';
import { Access, Public } from '../auth/access';
import { contentTypeOfKey } from './storage.driver';
import { StorageRouter } from './storage-router';

/** Signed URLs carry their own authorisation (no cookies): any origin may use them, e.g. the SPA on another host. */
function allowCors(res: Response) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, PUT, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
  res.setHeader('Access-Control-Max-Age', '600');
}

function refuse(res: Response, status: number, msg: string) {
  if (res.headersSent) return;
  allowCors(res);
  // The body may not have been read: do not reuse this connection.
  res.setHeader('Connection', 'close');
  res.status(status).json({ errors: [{ msg }] });
}

/** Media type without parameters, lower-case: "image/png; charset=x" -> "image/png". */
function mediaType(value: string | undefined): string {
  return (value ?? '').split(';')[0].trim().toLowerCase();
}

/**
 * The local driver's object endpoint, whichever driver the API booted on (the storage setting may
 * put files on the local driver). The HMAC signature in the URL is the authorisation: it binds
 * method, key, expiry and (for PUT) the content type and exact length.
 */
@Controller(STORED_FILES_PATH.slice(1, -1))
export class StorageController {
  constructor(private readonly router: StorageRouter) {}

  /** CORS preflight of a browser PUT. */
  @Options('*key')
  @Access(Public())
  preflight(@Res() res: Response) {
    allowCors(res);
    res.status(204).end();
  }

  @Put('*key')
  @Access(Public())
  async put(@Req() req: Request, @Res() res: Response) {
    const driver = this.router.local();
    const verified = driver.verifyPut(req.path.slice(STORED_FILES_PATH.length), req.query as Record<string, unknown>);
    if (typeof verified === 'string') return refuse(res, 403, verified);
    if (mediaType(req.headers['content-type']) !== verified.contentType) return refuse(res, 400, 'Content-Type does not match the upload URL');
    if (req.headers['content-length'] !== String(verified.contentLength)) return refuse(res, 400, 'Content-Length does not match the upload URL');
    if (await driver.head(verified.key)) return refuse(res, 409, 'This file has already been uploaded');
    const upload = await driver.openUpload(verified.key);
    let received = 0;
    let failed = false;
    const fail = async (status: number, msg: string) => {
      if (failed) return;
      failed = true;
      req.unpipe(upload.stream);
      upload.stream.destroy();
      await upload.abort();
      refuse(res, status, msg);
      req.resume();
    };
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > verified.contentLength) void fail(400, 'Body is longer than Content-Length');
    });
    req.on('aborted', () => void fail(400, 'Upload aborted'));
    upload.stream.on('error', () => void fail(500, 'Could not store the file'));
    upload.stream.on('finish', async () => {
      if (failed) return;
      if (received !== verified.contentLength) return fail(400, 'Body length does not match the upload URL');
      try {
        await upload.commit();
      } catch (e) {
        return refuse(res, (e as NodeJS.ErrnoException).code === 'EEXIST' ? 409 : 500, 'This file has already been uploaded');
      }
      allowCors(res);
      res.status(200).json({ ok: true });
    });
    req.pipe(upload.stream);
  }

  @Get('*key')
  @Access(Public())
  async get(@Req() req: Request, @Res() res: Response) {
    const driver = this.router.local();
    const key = req.path.slice(STORED_FILES_PATH.length);
    const ok = driver.verifyGet(key, req.query as Record<string, unknown>);
    if (ok !== true) return refuse(res, 403, ok);
    const info = await driver.head(key);
    if (!info) return refuse(res, 404, 'Not found');
    res.setHeader('Content-Type', contentTypeOfKey(key));
    res.setHeader('Content-Length', String(info.size));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.setHeader('Cache-Control', 'private, max-age=3600');
    allowCors(res);
    driver
      .stream(key)
      .on('error', () => res.destroy())
      .pipe(res);
  }
}

/**
 * Signed URLs made before objects moved to STORED_FILES_PATH (in stored rows and sent emails): a
 * permanent redirect with the same query, whose signature does not cover the prefix. Only reads:
 * upload URLs live minutes and are made afresh for each upload.
 */
@Controller(LEGACY_STORED_FILES_PATH.slice(1, -1))
export class LegacyStorageController {
  @Get('*key')
  @Access(Public())
  redirect(@Req() req: Request, @Res() res: Response) {
    const query = req.originalUrl.indexOf('?');
    allowCors(res);
    res.redirect(308, STORED_FILES_PATH + req.path.slice(LEGACY_STORED_FILES_PATH.length) + (query >= 0 ? req.originalUrl.slice(query) : ''));
  }
}
