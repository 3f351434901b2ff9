import { describe, expect, it } from 'vitest';
import { decrement, mergePage } from './useNotifications';
import { formatNotificationTime } from './time';
import { notificationText } from './text';
import i18n from 'i18next';
import de from '../../locales/de.json';

const n = (id: string) => ({ _id: id, type: 'Order', created_at: 0, status: 'New', code: null, subject: id, content: null, image: null, referent: null });

describe('notifications', () => {
  it('count never goes below 0', () => {
    expect(decrement(2)).toBe(1);
    expect(decrement(0)).toBe(0);
  });
  it('merges pages without duplicates (a live one may already be there)', () => {
    expect(mergePage([n('a'), n('b')], [n('b'), n('c')]).map((x) => x._id)).toEqual(['a', 'b', 'c']);
  });
  it('words relative time per language within 18 h, absolute after', () => {
    const now = Date.UTC(2026, 0, 10, 12, 0, 0);
    const s = now / 1000;
    expect(formatNotificationTime(s - 3, 'en', 'just now', now)).toBe('just now');
    expect(formatNotificationTime(s - 5 * 60, 'en', 'x', now)).toBe('5 minutes ago');
    expect(formatNotificationTime(s - 5 * 60, 'de', 'x', now)).toBe('vor 5 Minuten');
    expect(formatNotificationTime(s - 3 * 3600, 'fr', 'x', now)).toBe('il y a 3 heures');
    expect(formatNotificationTime(s - 3 * 3600, 'pt', 'x', now)).toBe('há 3 horas');
    expect(formatNotificationTime(s - 20 * 3600, 'en', 'x', now)).toMatch(/^\d{1,2}:\d{2}:\d{2} \d{2}\/\d{2}\/\d{4}$/);
  });
  it('words an order status change in the viewer’s language from its number and status; other notifications as sent', async () => {
    const t = await i18n.createInstance().init({ lng: 'de', resources: { de: { translation: de } } });
    const status = (s: string) => (s === 'On Hold' ? 'Angehalten' : s);
    expect(notificationText({ code: 'order_status', subject: '#100042', content: 'On Hold' }, t, status)).toEqual({
      subject: 'Bestellung #100042',
      content: 'Status geändert zu Angehalten',
    });
    expect(notificationText({ code: 'listing_exported', subject: 'Sunset tee', content: 'shopify' }, t, status)).toEqual({
      subject: 'Artikel „Sunset tee“',
      content: 'Die Produktdatei für Shopify ist bereit zum Import',
    });
    expect(
      notificationText({ code: 'design_request_status', subject: 'DR-12: #100042', content: 'in_progress' }, t, (s) => (s === 'in_progress' ? 'In Arbeit' : s)),
    ).toEqual({
      subject: 'Designanfrage DR-12: #100042',
      content: 'Jetzt: In Arbeit',
    });
    expect(notificationText({ code: 'design_request_made', subject: 'DR-13', content: 'todo' }, t, status)).toEqual({
      subject: 'Designanfrage DR-13',
      content: 'Neue Designanfrage',
    });
    expect(notificationText({ code: null, subject: 'Ticket answered', content: 'See ticket' }, t, status)).toEqual({
      subject: 'Ticket answered',
      content: 'See ticket',
    });
  });
});
