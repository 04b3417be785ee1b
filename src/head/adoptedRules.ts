// One constructed stylesheet of rules the head scripts set and replace (CSSOM, not inline CSS: the
// Content-Security-Policy needs no hash for it). Created on the first rules that are not empty;
// where constructed stylesheets are missing (Safari before 16.4), the rules are not applied.

/** A function that replaces the sheet's rules with `rules`. */
export function createAdoptedRules(doc: Document): (rules: string) => void {
  let sheet: CSSStyleSheet | null = null;
  return (rules) => {
    if (!sheet && rules && doc.adoptedStyleSheets && window.CSSStyleSheet) {
      try {
        sheet = new CSSStyleSheet();
        doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
      } catch {
        sheet = null;
      }
    }
    if (sheet) sheet.replaceSync(rules);
  };
}
