import { NOTIFICATION_VERSION } from '../config/site';

export const NOTIFICATION_KEY = 'notification-dismissed';
/** Set on <html> before first paint when this version was dismissed. */
export const NOTIFICATION_ATTRIBUTE = 'data-notification-dismissed';

export const PRE_PAINT_NOTIFICATION_SCRIPT = `(function(){try{if(localStorage.getItem('${NOTIFICATION_KEY}')==='${NOTIFICATION_VERSION}')document.documentElement.setAttribute('${NOTIFICATION_ATTRIBUTE}','')}catch(e){}})();`;

