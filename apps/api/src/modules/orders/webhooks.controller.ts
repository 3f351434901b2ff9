import { Controller, HttpCode, Logger, Post, Req } from '@nestjs/common';
import { createOrderInput } from '@pod/shared';
import type { Request } from 'express';
import { Access, Public } from '../../platform/auth/access';
import type { AuthCarrier } from '../../platform/auth/auth-context';
import { AuthenticationService } from '../../platform/auth/authentication.service';
import { BadInput, Unauthenticated } from '../../platform/common/errors';
import { parseInput } from '../../platform/common/validation';
import { OrderIntakeService } from './order-intake.service';
import { shopifyOrderInput, shopifySignatureValid } from './shopify-webhook';
import { StoresService } from './stores.service';

const header = (req: Request, name: string): string => {
  const v = req.headers[name];
  return (Array.isArray(v) ? v[0] : v)?.trim() ?? '';
};

/** The one Shopify topic this receiver takes: a shop subscribed to others by mistake must not make orders from them. */
const SHOPIFY_ORDER_TOPIC = 'orders/create';

/**
 * Connected shops push their new orders here. Public (the shop has no session), but each delivery
 * must carry the shop's HMAC signature over the exact body; anything else is refused with 401,
 * writes nothing, and is written to the API log with the shop it claimed to come from (one row per
 * shop and reason a minute). A signed
 * delivery of another topic (X-Shopify-Topic) is refused with 400 and logged the same way.
 */
@Controller('api/webhooks')
export class WebhooksController {
  private readonly logger = new Logger('Webhooks');

  constructor(
    private readonly stores: StoresService,
    private readonly intake: OrderIntakeService,
    private readonly authentication: AuthenticationService,
  ) {}

  /** Shopify `orders/create`: X-Shopify-Shop-Domain names the shop, X-Shopify-Hmac-Sha256 signs the body, X-Shopify-Topic says what it is. */
  @Post('shopify/orders-create')
  @HttpCode(200)
  @Access(Public())
  async shopifyOrderCreate(@Req() req: Request & { rawBody?: Buffer }) {
    const shop = header(req, 'x-shopify-shop-domain').slice(0, 200);
    const signature = header(req, 'x-shopify-hmac-sha256');
    const target = shop ? await this.stores.webhookTarget('shopify', shop) : null;
    const carrier = req as unknown as AuthCarrier;
    if (!target || !req.rawBody || !signature || !shopifySignatureValid(req.rawBody, target.secret, signature)) {
      this.logger.warn(`refused Shopify webhook from "${shop}": ${target ? 'bad signature' : 'unknown shop or no secret'}`);
      await this.authentication.logRefusal(carrier, target?.store.sellerId ?? null, `webhook:${shop}`, 'bad_signature');
      throw Unauthenticated('Invalid webhook signature.');
    }
    const topic = header(req, 'x-shopify-topic').slice(0, 100);
    if (topic !== SHOPIFY_ORDER_TOPIC) {
      this.logger.warn(`ignored Shopify webhook from "${shop}": topic "${topic}" is not ${SHOPIFY_ORDER_TOPIC}`);
      await this.authentication.logRefusal(carrier, target.store.sellerId, `webhook:${shop}`, 'wrong_topic');
      throw BadInput(`This address takes ${SHOPIFY_ORDER_TOPIC} deliveries only${topic ? `, not ${topic}` : ''}.`);
    }
    const caller = await this.authentication.asStore(target.store.id, target.store.sellerId);
    if (!caller) throw Unauthenticated('The store’s seller is disabled.');
    try {
      const order = await this.intake.create(caller, { ...parseInput(createOrderInput, shopifyOrderInput(req.body)), store_id: target.store.id });
      await this.authentication.logTokenUse(carrier, caller.user.id, `webhook:${shop}`, 'ok');
      return { data: { _id: order.id, number: order.number } };
    } catch (e) {
      // Signed but not an order we can take (unknown sku, no address, seller on hold): logged, answered with the reason.
      await this.authentication.logRefusal(carrier, caller.user.id, `webhook:${shop}`, 'refused');
      throw e;
    }
  }
}
