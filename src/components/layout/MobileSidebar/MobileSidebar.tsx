import React, { useEffect, useRef, useState } from 'react';
import { Link } from 'gatsby';
import { DOCUMENTATION_LINKS, HEADER_LINKS } from '../../../model/navigation';
import { getDragOffset, getSwipeResult, type Swipe } from '../../../model/swipe';
import type { Anchor, SidebarGroup } from '../../../model/types';
import * as styles from './MobileSidebar.module.css';

interface MobileSidebarProps {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
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
                    <ul className={styles.headings} aria-label={`${page.title}: headings`}>
                      {headings.map((anchor) => (
                        <li key={anchor.id} className={anchor.level === 3 ? styles.subheading : undefined}>
                          <a href={`#${anchor.id}`}>{anchor.title2}</a>
                        </li>
                      ))}
                    </ul>
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

/** Off-canvas navigation for small screens: sections, then the current section's pages, with the current page's headings. */
export default function MobileSidebar({ open, onOpen, onClose, currentUrl, sidebar = [], outline = [] }: MobileSidebarProps) {
  const [dragOffset, setDragOffset] = useState<number | null>(null);
  // The lists are rendered when the panel is first opened or dragged, and then kept: a closed
  // panel is invisible, and a long section's pages with the current page's headings are a few
  // hundred elements that every page load would otherwise render and lay out for nothing.
  const [used, setUsed] = useState(false);
  if (!used && (open || dragOffset !== null)) setUsed(true);
  const closeRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef(open);
  openRef.current = open;

  // Swipes anywhere on the page: right from the left edge opens, left closes.
  useEffect(() => {
    let start: { x: number; y: number } | null = null;
    const toSwipe = (touch: Touch): Swipe | null =>
      start && { open: openRef.current, startX: start.x, dx: touch.clientX - start.x, dy: touch.clientY - start.y };
    const onStart = (event: TouchEvent) => {
      start = { x: event.touches[0].clientX, y: event.touches[0].clientY };
    };
    const onMove = (event: TouchEvent) => {
      const swipe = toSwipe(event.touches[0]);
      if (swipe) setDragOffset(getDragOffset(swipe));
    };
    const onEnd = (event: TouchEvent) => {
      const swipe = toSwipe(event.changedTouches[0]);
      start = null;
      setDragOffset(null);
      const result = swipe && getSwipeResult(swipe);
      if (result === 'open') onOpen();
      if (result === 'close') onClose();
    };
    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchmove', onMove, { passive: true });
    document.addEventListener('touchend', onEnd);
    return () => {
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchmove', onMove);
      document.removeEventListener('touchend', onEnd);
    };
  }, [onOpen, onClose]);

  useEffect(() => {
    if (!open) return undefined;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  // While a finger drags it, the panel follows without animation.
  const style: React.CSSProperties | undefined =
    dragOffset === null ? undefined : { transform: `translateX(${dragOffset}px)`, transition: 'none', visibility: 'visible' };
  return (
    <>
      <div className={open ? styles.overlayVisible : styles.overlay} onClick={onClose} onTouchStart={onClose} aria-hidden="true" />
      <nav
        id="mobile-sidebar"
        className={open ? styles.panelOpen : styles.panel}
        style={style}
        aria-label="Mobile navigation"
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) onClose();
        }}
      >
        <div className={styles.top}>
          <span className={styles.title}>webpack</span>
          <button ref={closeRef} type="button" className={styles.close} aria-label="Close navigation menu" onClick={onClose}>
            ×
          </button>
        </div>
        {used && <NavigationLists currentUrl={currentUrl} sidebar={sidebar} outline={outline} />}
      </nav>
    </>
  );
}
