import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { isSeller } from '@pod/shared';
import { featureI18n } from '../../lib/featureI18n';
import { useCan, useSession } from '../../stores/session';

/** Translations of the support screens (namespace support). */
export const supportI18n = featureI18n('support', import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'));
export const useSupportT = supportI18n.useT;

/**
 * A support screen: staff holding the tickets module (Support > Tickets) work every ticket, sellers
 * their own (`/support/{type}`); `for` says which side the route is.
 */
export function SupportScreen({ for: side, children }: { for: 'staff' | 'seller'; children: ReactNode }) {
  const user = useSession((s) => s.user);
  const staffMay = useCan('tickets', 'view');
  if (!user) return null;
  const allowed = side === 'seller' ? isSeller(user) || staffMay : staffMay;
  if (!allowed) return <Navigate to="/404" replace />;
  // Staff may open a seller's link (a Support notification): the same list, of every seller.
  return <supportI18n.Ready>{children}</supportI18n.Ready>;
}
