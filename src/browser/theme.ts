import { writeStorage } from './storage';

export type Theme = 'light' | 'dark';
export const THEME_KEY = 'theme';

/**
 * Runs inline in <head> before first paint: the stored choice, else the system
 * preference. Kept as a string so it ships without the app bundle.
 */
export const PRE_PAINT_THEME_SCRIPT = `(function(){var t=null;try{t=localStorage.getItem('${THEME_KEY}')}catch(e){}if(t!=='dark'&&t!=='light'){t=window.matchMedia&&window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}document.documentElement.setAttribute('data-theme',t)})();`;

export function getCurrentTheme(): Theme {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.setAttribute('data-theme', theme);
  writeStorage(THEME_KEY, theme);
}

