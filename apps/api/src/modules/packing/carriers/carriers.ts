import { Injectable } from '@nestjs/common';
import type { CarrierAdapter } from './carrier';
import { OwnCarrier } from './own-carrier';

/**
 * The carrier that labels a package. Carrier APIs cannot be reached from here, so every method
 * labels with our own series; an HTTP carrier registers here under its key (the shipping method's
 * `carrier`) once one can be reached.
 */
@Injectable()
export class Carriers {
  private readonly byKey = new Map<string, CarrierAdapter>();

  constructor(private readonly own: OwnCarrier) {
    this.byKey.set(own.key, own);
  }

  for(_carrier: string | null | undefined): CarrierAdapter {
    return this.own;
  }
}
