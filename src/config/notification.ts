// The notification bar's version: raise it when the bar says something new, and readers who
// dismissed the last one see it again. In a module of its own: the inline head script bundles it.
export const NOTIFICATION_VERSION = '3';
