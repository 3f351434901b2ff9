import { ConflictField } from '../common/errors';

/** The production waits On Hold, in Error or is Cancelled: scans and errors wait until it is released. */
export const ProductionBlocked = (code: string, status: string) =>
  ConflictField('production', 'production_blocked', `Production ${code} is ${status}: it cannot be scanned now.`);

export const NotOnRoute = (code: string, station: string) => ConflictField('station', 'not_on_route', `Production ${code} does not pass ${station}.`);

export const OutOfOrder = (code: string, waitsAt: string, station: string) =>
  ConflictField('station', 'step_out_of_order', `Production ${code} waits at ${waitsAt}, not at ${station}.`);
