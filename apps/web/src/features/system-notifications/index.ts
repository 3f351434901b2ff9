/** System notifications: the super_root list /system-notification/{filter} and the shell's announcement banner (lazy). */
export const pages = {
  systemNotifications: () => import('./pages/SystemNotificationsPage'),
};

/** The banner of important unread announcements: the shell loads it after its first render. */
export const loadAnnouncementBanner = () => import('./components/AnnouncementBanner');
