import { Controller, Get, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Access, Can, Roles } from '../../platform/auth/access';
import { Scope } from '../../platform/auth/scope';
import { ExtensionsService } from './extensions.service';

/** Whether `If-None-Match` names the current tag (weak or strong, one of a list, or `*`). */
function notModified(req: Request, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  const tags = header.split(',').map((t) => t.trim().replace(/^W\//, ''));
  return tags.includes('*') || tags.includes(etag);
}

/**
 * What the sellers' browser extension downloads: `GET /api/extensions/rules`, every enabled rule
 * set at its newest version. An API token needs the `extensions:read` scope (deny by default);
 * signed-in sellers and super_root may read it too. It polls cheaply: the answer carries an ETag,
 * and `If-None-Match` with the same tag answers 304 without a body.
 */
@Controller('api/extensions')
export class ExtensionsController {
  constructor(private readonly service: ExtensionsService) {}

  @Get('rules')
  @Access(Roles('sale'), Can('extensions', 'view'))
  @Scope('extensions', 'read')
  async rules(@Req() req: Request, @Res() res: Response): Promise<void> {
    const { etag, ruleSets } = await this.service.served();
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', 'private, no-cache');
    if (notModified(req, etag)) {
      res.status(304).end();
      return;
    }
    res.status(200).json({
      data: ruleSets.map((r) => ({
        _id: r.id,
        marketplace: r.marketplace,
        name: r.name,
        version: r.version,
        page_match: r.pageMatch,
        mappings: r.mappings,
        updated_at: r.updatedAt,
      })),
    });
  }
}
