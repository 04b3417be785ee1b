// Header navigation: which links exist and which one is active.
import { DOCUMENTATION_SECTIONS } from '../config/site';

export interface NavLink {
  title: string;
  url: string;
  isActive: (path: string) => boolean;
}

const DOCUMENTATION_PATTERN = /^\/(api|concepts|configuration|guides|loaders|migrate|plugins)(\/|$)/;

export function isDocumentationPath(path: string): boolean {
  return DOCUMENTATION_PATTERN.test(path);
}

/** "api" -> "API", "configuration" -> "Configuration". */
export function getSectionTitle(section: string): string {
  return section === 'api' ? 'API' : section.charAt(0).toUpperCase() + section.slice(1);
}

export const HEADER_LINKS: readonly NavLink[] = [
  { title: 'Documentation', url: '/concepts/', isActive: isDocumentationPath },
  { title: 'Contribute', url: '/contribute/', isActive: (path) => path.startsWith('/contribute/') },
  { title: 'Vote', url: '/vote/', isActive: (path) => path.startsWith('/vote/') },
  { title: 'Blog', url: '/blog/', isActive: (path) => path.startsWith('/blog/') },
];

/** The sub-navigation row under "Documentation": every section but contribute and blog. */
export const DOCUMENTATION_LINKS = DOCUMENTATION_SECTIONS.map((section) => ({
  title: getSectionTitle(section),
  url: `/${section}/`,
}));
