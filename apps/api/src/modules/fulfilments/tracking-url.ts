/** Carriers whose public tracking page takes the number in its URL. */
const TRACKING_PAGES: Record<string, string> = {
  ups: 'https://www.ups.com/track?tracknum=',
  usps: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=',
  fedex: 'https://www.fedex.com/fedextrack/?trknbr=',
  dhl: 'https://www.dhl.com/global-en/home/tracking.html?tracking-id=',
};

/** The carrier's tracking page for this number, or null for a carrier we do not know. */
export function trackingUrlOf(carrier: string | null, trackingNumber: string): string | null {
  const page = carrier ? TRACKING_PAGES[carrier.trim().toLowerCase()] : undefined;
  return page ? page + encodeURIComponent(trackingNumber) : null;
}
