// The theme on <html data-theme> before the first paint: the reader's stored choice, else the
// system's preference. The toggle is earlyControls.ts's.
import { THEME_KEY } from '../browser/theme';

export function applyTheme(): void {
  let theme: string | null = null;
  try {
    theme = localStorage.getItem(THEME_KEY);
  } catch {
    // Storage blocked: the system's preference.
  }
  if (theme !== 'dark' && theme !== 'light') {
    theme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.setAttribute('data-theme', theme);
}
