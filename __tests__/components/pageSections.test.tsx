import { renderAllSections, renderSectionsInTurn } from '../../src/browser/pageSections';

// jsdom lays nothing out: each part gets a height, laid out or estimated, and the parts are
// stacked from the page top; the window's scroll position is a number the tests move.
const ESTIMATE = 1000;
let scrollY = 0;
let heights: number[] = [];

function page(count: number) {
  document.body.innerHTML = `<div data-page-body="">${Array.from({ length: count }, (_, i) => `<section class="page-section"><h2>Part ${i}</h2></section>`).join('')}</div>`;
  const parts = Array.from(document.querySelectorAll<HTMLElement>('.page-section'));
  const isLaidOut = (part: HTMLElement) => part.classList.contains('page-section-rendered');
  parts.forEach((part, index) => {
    part.getBoundingClientRect = () => {
      const top = parts.slice(0, index).reduce((sum, other, i) => sum + (isLaidOut(other) ? heights[i] : ESTIMATE), 0) - scrollY;
      const height = isLaidOut(part) ? heights[index] : ESTIMATE;
      return { top, bottom: top + height, height } as DOMRect;
    };
  });
  return parts;
}

const laidOut = (parts: HTMLElement[]) => parts.map((part) => part.classList.contains('page-section-rendered'));

describe('page sections', () => {
  let frames: FrameRequestCallback[] = [];
  const runFrame = () => {
    const due = frames;
    frames = [];
    due.forEach((callback) => callback(0));
  };
  beforeEach(() => {
    scrollY = 0;
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {
      frames = [];
    });
    jest.spyOn(window, 'scrollBy').mockImplementation(((x: number, y: number) => {
      scrollY += y;
    }) as typeof window.scrollBy);
  });
  afterEach(() => jest.restoreAllMocks());

  it('lays the parts out one a frame, from the top, and no more once all are', () => {
    heights = [400, 400, 400];
    const parts = page(3);
    renderSectionsInTurn();
    expect(laidOut(parts)).toEqual([false, false, false]);
    runFrame();
    expect(laidOut(parts)).toEqual([true, false, false]);
    runFrame();
    runFrame();
    expect(laidOut(parts)).toEqual([true, true, true]);
    runFrame();
    expect(frames).toHaveLength(0);
    expect(window.scrollBy).not.toHaveBeenCalled();
  });

  it('lays out the rest at once when the reader is past a part not yet laid out, keeping the part in view where it was', () => {
    heights = [300, 300, 300, 300];
    const parts = page(4);
    renderSectionsInTurn();
    runFrame();
    // The reader jumped into the third part: 250 px of it are above the window's top.
    scrollY = heights[0] + ESTIMATE + 250;
    window.dispatchEvent(new Event('scroll'));
    expect(laidOut(parts)).toEqual([true, true, true, true]);
    expect(parts[2].getBoundingClientRect().top).toBe(-250);
    expect(frames).toHaveLength(0);
  });

  it('goes on part by part while no part not yet laid out is wholly above the window', () => {
    heights = [300, 300, 300];
    const parts = page(3);
    renderSectionsInTurn();
    scrollY = 100;
    window.dispatchEvent(new Event('scroll'));
    expect(laidOut(parts)).toEqual([false, false, false]);
    runFrame();
    expect(laidOut(parts)).toEqual([true, false, false]);
    expect(window.scrollBy).not.toHaveBeenCalled();
  });

  it('stops when the page goes away', () => {
    heights = [300, 300];
    const parts = page(2);
    const stop = renderSectionsInTurn();
    stop();
    runFrame();
    window.dispatchEvent(new Event('scroll'));
    expect(laidOut(parts)).toEqual([false, false]);
  });

  it('renderAllSections lays out every part and keeps the first part reaching into the window where it was', () => {
    heights = [500, 2000, 100];
    const parts = page(3);
    scrollY = ESTIMATE + 10;
    renderAllSections();
    expect(laidOut(parts)).toEqual([true, true, true]);
    expect(parts[1].getBoundingClientRect().top).toBe(-10);
  });
});
