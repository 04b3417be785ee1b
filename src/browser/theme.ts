export const THEME_KEY = 'theme';

/**
 * Runs inline in <head> before first paint: the stored choice, else the system
 * preference. Kept as a string so it ships without the app bundle.
 */
export const PRE_PAINT_THEME_SCRIPT = `(function(){var t=null;try{t=localStorage.getItem('${THEME_KEY}')}catch(e){}if(t!=='dark'&&t!=='light'){t=window.matchMedia&&window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}document.documentElement.setAttribute('data-theme',t)})();`;
