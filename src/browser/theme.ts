// The reader's theme choice: <html data-theme>, set before the first paint by the head script
// (src/head/theme.ts) and switched by its toggle (src/head/earlyControls.ts).

/** localStorage key of the reader's choice, "dark" or "light". */
export const THEME_KEY = 'theme';
