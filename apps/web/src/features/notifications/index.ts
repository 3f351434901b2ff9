/** The notification bell's data: the live list and its time format. */
export { useNotifications } from './useNotifications';
export { formatNotificationTime } from './time';
export { notificationText } from './text';
export type { NotificationItem } from './graphql';
