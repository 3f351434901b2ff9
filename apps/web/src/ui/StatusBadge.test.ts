import { describe, expect, it } from 'vitest';
import {
  AFFILIATE_COMMISSION_STATUSES,
  BATCH_STATUSES,
  DESIGN_REQUEST_STATUSES,
  DESIGN_STATUSES,
  FULFILMENT_STATUSES,
  GROUP_STATUSES,
  JOB_STATUSES,
  LEDGER_STATUSES,
  NOTIFICATION_STATUSES,
  ORDER_STATUSES,
  PRODUCTION_STATUSES,
  PRODUCTION_TRANSACTION_STATUSES,
  PROVIDER_LINE_STATUSES,
  RETURN_STATUSES,
  SHIPMENT_STATUSES,
  STORE_STATUSES,
  TICKET_STATUSES,
  USER_STATUSES,
  WEBHOOK_DELIVERY_STATUSES,
  ANNOUNCEMENT_TABS,
} from '@pod/shared';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import pt from './locales/pt.json';
import { STATUS_PALETTES } from './StatusBadge';

const STATUSES = [
  ...new Set<string>([
    ...USER_STATUSES,
    ...AFFILIATE_COMMISSION_STATUSES,
    ...BATCH_STATUSES,
    ...GROUP_STATUSES,
    ...NOTIFICATION_STATUSES,
    ...FULFILMENT_STATUSES,
    ...LEDGER_STATUSES,
    ...ORDER_STATUSES,
    ...PRODUCTION_TRANSACTION_STATUSES,
    ...PROVIDER_LINE_STATUSES,
    ...STORE_STATUSES,
    ...DESIGN_STATUSES,
    ...JOB_STATUSES,
    ...PRODUCTION_STATUSES,
    ...TICKET_STATUSES,
    ...RETURN_STATUSES,
    ...SHIPMENT_STATUSES,
    ...DESIGN_REQUEST_STATUSES,
    ...WEBHOOK_DELIVERY_STATUSES,
    ...ANNOUNCEMENT_TABS.filter((tab) => tab !== 'all'),
  ]),
];

describe('StatusBadge', () => {
  it('has a colour and a label in every language for every status of the shared enums', () => {
    for (const status of STATUSES) {
      expect({ status, palette: STATUS_PALETTES[status] }).toEqual({ status, palette: expect.any(String) });
      for (const [language, locale] of Object.entries({ en, de, fr, pt })) {
        const labels = locale.status as Record<string, string>;
        expect({ status, language, label: labels[status] }).toEqual({ status, language, label: expect.any(String) });
      }
    }
  });
});
