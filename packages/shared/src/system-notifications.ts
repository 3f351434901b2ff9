/**
 * System notifications (issue 33, item 4): announcements super_root sends to a role list, a
 * merchant group or everyone, delivered to the bell at their publish time.
 */

/** Who an announcement reaches: everyone, the users of some roles, or the sellers of one merchant group. */
export const ANNOUNCEMENT_AUDIENCES = ['everyone', 'roles', 'merchant_group'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

/**
 * The list's tabs (`/system-notification/{filter}`): every announcement not trashed (all), waiting
 * for its publish time (scheduled), in the bells now (published), past its expiry (expired), trashed.
 */
export const ANNOUNCEMENT_TABS = ['all', 'scheduled', 'published', 'expired', 'trashed'] as const;
export type AnnouncementTab = (typeof ANNOUNCEMENT_TABS)[number];

/** The bell's notification type of an announcement (its referent is the announcement's id). */
export const ANNOUNCEMENT_NOTIFICATION_TYPE = 'System';

export const ANNOUNCEMENT_LIMITS = { subject: 200, content: 5000 } as const;

/** Important announcements the banner shows at once (the newest). */
export const BANNER_ANNOUNCEMENTS = 3;

/** `{filter}` of the route as a tab: anything unknown reads as all. */
export function announcementTabOf(filter: string | null | undefined): AnnouncementTab {
  const wanted = (filter ?? '').toLowerCase();
  return ANNOUNCEMENT_TABS.find((tab) => tab === wanted) ?? 'all';
}
