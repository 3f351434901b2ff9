import { BadField, ConflictField } from '../../platform/common/errors';

/** A scan's own time ahead of the server's clock beyond the skew a device's clock may have. */
export const ScanInFuture = () => BadField('scanned_at', 'scan_in_future', 'The scan time is in the future: check the scanner device’s clock.');

/** A scan's own time older than the offline window (SCAN_OFFLINE_WINDOW_HOURS). */
export const ScanTooOld = (hours: number) =>
  BadField('scanned_at', 'scan_too_old', `The scan time is more than ${hours} hours ago: scans kept offline longer are not accepted.`);

/** The production waits On Hold, in Error or is Cancelled: scans and errors wait until it is released. */
export const ProductionBlocked = (code: string, status: string) =>
  ConflictField('production', 'production_blocked', `Production ${code} is ${status}: it cannot be scanned now.`);

export const NotOnRoute = (code: string, station: string) => ConflictField('station', 'not_on_route', `Production ${code} does not pass ${station}.`);

export const OutOfOrder = (code: string, waitsAt: string, station: string) =>
  ConflictField('station', 'step_out_of_order', `Production ${code} waits at ${waitsAt}, not at ${station}.`);
