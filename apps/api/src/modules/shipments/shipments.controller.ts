import { Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { trackingDeliveryInput } from '@pod/shared';
import type { Request } from 'express';
import { Access, Public } from '../../platform/auth/access';
import { parseInput } from '../../platform/common/validation';
import { ENV, type Env } from '../../platform/config/env';
import { BadSignature } from './shipments.errors';
import { ShipmentsService } from './shipments.service';
import { TRACKING_SIGNATURE_HEADER, TRACKING_TIMESTAMP_HEADER, trackingSignatureValid, trackingTimestampFresh } from './tracking-signature';

const header = (req: Request, name: string): string => {
  const v = req.headers[name];
  return (Array.isArray(v) ? v[0] : v)?.trim() ?? '';
};

/**
 * Carriers push tracking events here: `POST /api/shipments/tracking`, one event or `{ events: [...] }`.
 * Public (a carrier has no session), but each delivery carries `X-Tracking-Timestamp` (unix seconds)
 * and `X-Tracking-Signature` (hex HMAC-SHA256 of `<timestamp>.<body>` with TRACKING_WEBHOOK_SECRET);
 * a bad signature or a timestamp older than the tolerance answers 401 and writes nothing. The same
 * event delivered again is stored once.
 */
@Controller('api/shipments')
export class ShipmentsController {
  constructor(
    private readonly service: ShipmentsService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  @Post('tracking')
  @HttpCode(200)
  @Access(Public())
  async tracking(@Req() req: Request & { rawBody?: Buffer }) {
    const timestamp = header(req, TRACKING_TIMESTAMP_HEADER);
    const signature = header(req, TRACKING_SIGNATURE_HEADER);
    if (!req.rawBody || !signature || !trackingSignatureValid(this.env.TRACKING_WEBHOOK_SECRET, timestamp, req.rawBody, signature))
      throw BadSignature('signature');
    if (!trackingTimestampFresh(timestamp, this.env.TRACKING_WEBHOOK_TOLERANCE_SECONDS)) throw BadSignature('timestamp');
    const body = (req.body ?? {}) as { events?: unknown };
    const input = parseInput(trackingDeliveryInput, { events: Array.isArray(body.events) ? body.events : [body] });
    const { received, stored, moved } = await this.service.ingestDelivery(input.events);
    return { data: { received, stored, moved } };
  }
}
