import type { FulfilmentProvider, ServerText } from '@pod/shared';

/** One order line as a provider receives it. The orders module builds these from its orders. */
export interface ProviderOrderLine {
  order_ref: string;
  sku: string;
  quantity: number;
  /** Print file URLs, by print area. */
  print_files: Record<string, string>;
  ship_to: {
    name: string;
    address1: string;
    address2?: string | null;
    city: string;
    state?: string | null;
    postal_code: string;
    country: string;
    phone?: string | null;
  };
  shipping_method: string;
}

/** A tracking number a provider reports back. */
export interface ProviderTracking {
  /** Its line number in the file (header is line 1). */
  row: number;
  order_ref: string;
  tracking_number: string;
  carrier: string | null;
}

/** A result-file row that could not be read, by its line number in the file (header is line 1). */
export interface ProviderRowError {
  row: number;
  text: ServerText;
}

export interface ProviderResult {
  tracking: ProviderTracking[];
  errors: ProviderRowError[];
}

/**
 * How orders reach an outside provider and how its results come back. Provider APIs cannot be
 * reached from here: file adapters write the order file staff upload and read the result file
 * they download. An HTTP adapter later implements the same interface with `kind: 'http'`.
 */
export interface ProviderAdapter {
  readonly kind: 'file' | 'http';
  /** The providers this adapter serves. */
  readonly providers: readonly FulfilmentProvider[];
  /** The provider's order file (bytes and name) for these lines. */
  orderFile(lines: readonly ProviderOrderLine[]): { filename: string; contentType: string; body: Buffer };
  /** Reads the provider's result file: every good row, and why each bad row was refused. */
  readResultFile(body: Buffer): ProviderResult;
}
