// The notification bar stays hidden before the first paint when the reader dismissed this version of it.
import { NOTIFICATION_VERSION } from '../config/notification';
import { NOTIFICATION_ATTRIBUTE, NOTIFICATION_KEY } from '../browser/notification';

export function applyNotificationState(): void {
  try {
    if (localStorage.getItem(NOTIFICATION_KEY) === NOTIFICATION_VERSION) document.documentElement.setAttribute(NOTIFICATION_ATTRIBUTE, '');
  } catch {
    // Storage blocked: the bar shows.
  }
}
