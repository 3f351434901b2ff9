import { Injectable } from '@nestjs/common';
import { isDesignUrl, orderMoney, shippingCost, type Address, type OrderLineInput, type OrderMoney } from '@pod/shared';
import { PresetsService } from '../catalogue/presets.service';
import type { AuthContext } from '../../platform/auth/auth-context';
import { BadField, FieldErrors, NotFoundFields } from '../../platform/common/errors';
import { newId } from '../../platform/common/ids';
import type { Tx } from '../../platform/db/database';
import { FilesService } from '../files/files.service';
import { ListingsReadService } from '../listings/listings-read.service';
import { ShippingMethodsService } from '../logistics/shipping-methods.service';
import type { UserRow } from '../users/users.service';
import type { NewOrderItemRow } from './orders.repository';

/** A line as built from its input: the row to store, and what the order's money and weight need. */
export interface BuiltLines {
  rows: Array<Omit<NewOrderItemRow, 'orderId'>>;
  money: (shipping: string) => OrderMoney;
  weight: number;
  units: number;
}

/** A line input, optionally keeping its existing id (edits and splits keep line ids). */
export type LineSource = OrderLineInput & { id?: string };

/**
 * An order's price: its lines matched to the catalogue and priced for the seller (the catalogue's
 * `quote`), and its shipping from the method's cost table. Every read goes through the caller's
 * transaction (intake, edits and splits price inside the one that writes the order).
 */
@Injectable()
export class OrderPricing {
  constructor(
    private readonly presets: PresetsService,
    private readonly shippingMethods: ShippingMethodsService,
    private readonly files: FilesService,
    private readonly listings: ListingsReadService,
  ) {}

  /**
   * Each line matched to a variant by sku and priced for the seller; every unknown sku is named.
   * With `checkListings`, each listing named must be the seller's and not in the trash (except `keptListings`).
   * Design files must be ones the caller may use (`FilesService.usableIds`), except those the order already had (`keptDesigns`).
   */
  async lines(
    tx: Tx,
    sources: readonly LineSource[],
    seller: UserRow,
    platform: string,
    {
      checkListings = false,
      keptListings = new Set<string>(),
      caller,
      keptDesigns = new Set<string>(),
    }: { checkListings?: boolean; keptListings?: ReadonlySet<string>; caller: AuthContext; keptDesigns?: ReadonlySet<string> },
  ): Promise<BuiltLines> {
    const designIds = sources.flatMap((l) => Object.values(l.designs ?? {}).filter((ref) => !isDesignUrl(ref) && !keptDesigns.has(ref)));
    const listingIds = checkListings ? sources.flatMap((l) => (l.listing_id && !keptListings.has(l.listing_id) ? [l.listing_id] : [])) : [];
    // One after another: a transaction's connection runs one query at a time.
    const found = await this.presets.variantsBySku(
      sources.map((l) => l.sku),
      tx,
    );
    const designFiles = await this.files.usableIds(caller, designIds, tx);
    // A design file that is missing or not the caller's to use answers NOT_FOUND, alike.
    const refusedDesigns = sources.flatMap((l, position) =>
      Object.entries(l.designs ?? {}).flatMap(([area, ref]) =>
        isDesignUrl(ref) || keptDesigns.has(ref) || designFiles.has(ref) ? [] : [`items.${position}.designs.${area}`],
      ),
    );
    if (refusedDesigns.length) throw NotFoundFields(refusedDesigns, 'Design file', 'This design file does not exist.');
    const unusableListings = await this.listings.unusableFor(seller.id, listingIds, tx);
    const errs = new FieldErrors();
    const buyer = this.presets.buyerFrom(seller);
    const priced = sources.map((line, position) => {
      const unusable = line.listing_id ? unusableListings.get(line.listing_id) : undefined;
      if (unusable)
        errs.add(
          `items.${position}.listing_id`,
          'unknown_listing',
          unusable === 'trashed' ? 'This listing is in the trash.' : 'This seller has no listing with this id.',
        );
      const match = found.get(line.sku.toLowerCase());
      if (!match) {
        errs.add(`items.${position}.sku`, 'unknown_sku', `No product has the SKU "${line.sku.slice(0, 100)}".`);
        return null;
      }
      // A new line of a variant switched off as out of stock is refused; a kept line (an edit) stays, processOrders holds its order.
      if (!match.variant.inStock && !line.id) errs.add(`items.${position}.sku`, 'out_of_stock', `${match.variant.sku} is out of stock.`);
      const given = Object.entries(line.designs ?? {});
      const designs = Object.fromEntries(given.filter(([, ref]) => !isDesignUrl(ref)));
      const designUrls = Object.fromEntries(given.filter(([, ref]) => isDesignUrl(ref)));
      const quote = this.presets.quote(match.preset, match.variant, buyer, {
        quantity: line.quantity,
        extraSides: Math.max(0, given.length - 1),
        platform,
      });
      const variantName = match.variant.nameValue.map((nv) => nv.value).join(' / ');
      return {
        quote,
        basePrice: match.variant.basePrice,
        weight: (match.variant.weight ?? match.preset.weight ?? 0) * line.quantity,
        row: {
          id: line.id ?? newId(),
          position,
          variantId: match.variant.id,
          presetId: match.preset.id,
          sku: match.variant.sku,
          name: variantName ? `${match.preset.name} – ${variantName}` : match.preset.name,
          quantity: line.quantity,
          unitPrice: quote.unit_price,
          basePrice: match.variant.basePrice,
          total: quote.total,
          listingId: line.listing_id ?? null,
          designs,
          designUrls,
          meta: line.meta ?? {},
        },
      };
    });
    errs.throwIfAny();
    const lines = priced.filter((p) => p !== null);
    return {
      rows: lines.map((l) => l.row),
      money: (shipping) =>
        orderMoney(
          lines.map((l) => ({ quote: l.quote, base_price: l.basePrice })),
          shipping,
        ),
      weight: lines.reduce((sum, l) => sum + l.weight, 0),
      units: lines.reduce((sum, l) => sum + l.row.quantity, 0),
    };
  }

  /**
   * The shipping method and its price for the lines: the one asked for (open to the seller), else
   * the seller's default, else the first open one. A seller who ships it themselves pays none.
   */
  async shipping(
    tx: Tx,
    seller: UserRow,
    input: { shipping_address: Address; shipping_method_id?: string; ship_by_seller?: boolean | null },
    lines: BuiltLines,
  ): Promise<{ methodId: string | null; cost: string }> {
    if (input.ship_by_seller) return { methodId: null, cost: '0.00' };
    const open = await this.shippingMethods.openTo(seller.id, tx);
    const method = input.shipping_method_id
      ? open.find((m) => m._id === input.shipping_method_id)
      : (open.find((m) => m._id === seller.defaultShippingId) ?? open[0]);
    if (!method)
      throw input.shipping_method_id
        ? BadField('shipping_method_id', 'method_not_open', 'This shipping method is not open to this seller.')
        : BadField('shipping_method_id', 'required', 'Please choose a shipping method.');
    const quote = shippingCost(await this.shippingMethods.costTableOf(method._id, tx), {
      country: input.shipping_address.country,
      weight: lines.weight,
      items: Math.max(1, lines.units),
    });
    if (!quote.ok)
      throw BadField('shipping_method_id', 'no_shipping_price', `${method.name} has no price to ${input.shipping_address.country} for ${lines.weight} g.`);
    return { methodId: method._id, cost: quote.cost };
  }

  moneyColumns(m: OrderMoney) {
    return {
      subtotal: m.subtotal,
      discount: m.discount,
      additionalPrint: m.additional_print,
      tax: m.tax,
      shipping: m.shipping,
      total: m.total,
      baseCost: m.base_cost,
    };
  }
}
