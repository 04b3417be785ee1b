import React, { useEffect, useRef, useState } from 'react';
import { Link } from 'gatsby';
import { DOCUMENTATION_LINKS, HEADER_LINKS } from '../../../model/navigation';
import { getDragOffset, MOBILE_SIDEBAR_ID } from '../../../model/swipe';
import { getHeadingItemsHtml } from '../../../model/anchors';
import type { Anchor, SidebarGroup } from '../../../model/types';
import * as styles from './MobileSidebar.module.css';

interface MobileSidebarProps {
  currentUrl: string;
  /** The current section's pages, when the page belongs to one. */
  sidebar?: SidebarGroup[];
  /** The current page's h2 and h3 headings. */
  outline?: readonly Anchor[];
}

const SECTION_LINKS = [...DOCUMENTATION_LINKS, ...HEADER_LINKS.filter((link) => link.title !== 'Documentation')];

/** The sections, then the current section's pages, with the current page's headings under its entry. */
function NavigationLists({ currentUrl, sidebar, outline }: Pick<MobileSidebarProps, 'currentUrl'> & Required<Pick<MobileSidebarProps, 'sidebar' | 'outline'>>) {
  return (
    <>
      <ul className={styles.sections}>
        {SECTION_LINKS.map((link) => (
          <li key={link.url}>
            <Link to={link.url} aria-current={currentUrl.startsWith(link.url) ? 'true' : undefined}>
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
      {sidebar.map((group, index) => (
        <div key={`${group.group ?? ''}-${index}`}>
          {group.group && <h2 className={styles.groupTitle}>{group.group}</h2>}
          <ul className={styles.pages}>
            {group.pages.map((page) => {
              const current = page.url === currentUrl;
              const headings = current ? outline : [];
              return (
                <li key={page.url}>
                  <Link to={page.url} aria-current={current ? 'page' : undefined}>
                    {page.title}
                  </Link>
                  {headings.length > 0 && (
                    // HTML, not a component per heading: React hydrates one list (a long page has a hundred).
                    <ul
                      className={styles.headings}
                      aria-label={`${page.title}: headings`}
                      dangerouslySetInnerHTML={{ __html: getHeadingItemsHtml(headings, { subheading: styles.subheading }) }}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </>
  );
}

/** Whether the popover is shown; false where the browser has no popovers. */
function isShown(panel: HTMLElement): boolean {
  try {
    return panel.matches(':popover-open');
  } catch {
    return false;
  }
}

/**
 * Off-canvas navigation for small screens: sections, then the current section's pages, with the
 * current page's headings. It is in the HTML, a popover (`popover="auto"`): the menu button opens
 * it, its close button, Escape and a press outside close it, and focus goes back to the menu button,
 * all the browser's, so navigation never waits for the app. The head script opens and closes it
 * on swipes and closes it when one of its links is followed (src/head/earlyControls.ts). The
 * app adds: the panel following a finger that drags it, focus on the close button when it opens,
 * closing it when the page changes, and the menu button's aria-expanded.
 */
export default function MobileSidebar({ currentUrl, sidebar = [], outline = [] }: MobileSidebarProps) {
  const [dragOffset, setDragOffset] = useState<number | null>(null);
  const panelRef = useRef<HTMLElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  // aria-expanded on the menu button follows the panel, from the state it is in when the app
  // starts; a panel that opens takes the focus to its close button.
  useEffect(() => {
    const panel = panelRef.current;
    const button = document.querySelector(`[aria-controls="${MOBILE_SIDEBAR_ID}"]`);
    if (!panel || !button) return undefined;
    const update = () => button.setAttribute('aria-expanded', String(isShown(panel)));
    const onToggle = () => {
      update();
      if (isShown(panel)) closeRef.current?.focus();
    };
    update();
    panel.addEventListener('toggle', onToggle);
    return () => panel.removeEventListener('toggle', onToggle);
  }, []);

  // Another page: the panel closes. (Not when the app starts: a reader may have opened it before.)
  const shownUrl = useRef(currentUrl);
  useEffect(() => {
    const panel = panelRef.current;
    if (shownUrl.current === currentUrl) return;
    shownUrl.current = currentUrl;
    if (panel && isShown(panel)) panel.hidePopover();
  }, [currentUrl]);

  // A finger dragging from the left edge (closed) or leftwards (open) moves the panel with it; where
  // it lets go, the head script opens or closes the panel, and the panel goes there from where it is.
  useEffect(() => {
    let start: { x: number; y: number } | null = null;
    const onStart = (event: TouchEvent) => {
      start = { x: event.touches[0].clientX, y: event.touches[0].clientY };
    };
    const onMove = (event: TouchEvent) => {
      const panel = panelRef.current;
      const touch = event.touches[0];
      if (!start || !panel) return;
      setDragOffset(getDragOffset({ open: isShown(panel), startX: start.x, dx: touch.clientX - start.x, dy: touch.clientY - start.y }));
    };
    const onEnd = () => {
      start = null;
      setDragOffset(null);
    };
    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchmove', onMove, { passive: true });
    document.addEventListener('touchend', onEnd);
    return () => {
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchmove', onMove);
      document.removeEventListener('touchend', onEnd);
    };
  }, []);

  // While a finger drags it, the panel follows without animation.
  const style: React.CSSProperties | undefined =
    dragOffset === null ? undefined : { transform: `translateX(${dragOffset}px)`, transition: 'none', visibility: 'visible' };
  return (
    <nav
      ref={panelRef}
      id={MOBILE_SIDEBAR_ID}
      className={styles.panel}
      style={style}
      aria-label="Mobile navigation"
      {...{ popover: 'auto' }}
    >
      <div className={styles.top}>
        <span className={styles.title}>webpack</span>
        <button ref={closeRef} type="button" className={styles.close} aria-label="Close navigation menu" {...{ popovertarget: MOBILE_SIDEBAR_ID, popovertargetaction: 'hide' }}>
          ×
        </button>
      </div>
      <NavigationLists currentUrl={currentUrl} sidebar={sidebar} outline={outline} />
    </nav>
  );
}
