// The notification bar's dismissal, kept per version of the bar (NOTIFICATION_VERSION in src/config/notification.ts);
// applied before the first paint by the head script (src/head/notification.ts).

export const NOTIFICATION_KEY = 'notification-dismissed';
/** Set on <html> before first paint when this version was dismissed. */
export const NOTIFICATION_ATTRIBUTE = 'data-notification-dismissed';

