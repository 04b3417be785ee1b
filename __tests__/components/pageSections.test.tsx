import { layOutSections, watchSkippedSections } from '../../src/browser/pageSections';

// jsdom lays nothing out: each part has a real height once laid out and an estimated one
// before; the parts are stacked from the page top and the window's scroll position is a number
// the tests move. A part counts as laid out by the browser when the test says so.
const ESTIMATE = 1000;
let scrollY = 0;
let heights: number[] = [];
let browserLaysOut: boolean[] = [];

function page(count: number) {
  document.body.innerHTML = `<div data-page-body="">${Array.from({ length: count }, (_, i) => `<section class="page-section"><h2>Part ${i}</h2></section>`).join('')}</div>`;
  const parts = Array.from(document.querySelectorAll<HTMLElement>('.page-section'));
  const real = (index: number) => browserLaysOut[index] || parts[index].classList.contains('page-section-rendered');
  parts.forEach((part, index) => {
    (part.firstElementChild as HTMLElement).checkVisibility = () => browserLaysOut[index];
    part.getBoundingClientRect = () => {
      const top = parts.slice(0, index).reduce((sum, _, i) => sum + (real(i) ? heights[i] : ESTIMATE), 0) - scrollY;
      const height = real(index) ? heights[index] : ESTIMATE;
      return { top, bottom: top + height, height } as DOMRect;
    };
  });
  return parts;
}

const laidOutForGood = (parts: HTMLElement[]) => parts.map((part) => part.classList.contains('page-section-rendered'));
const scrollTo = (y: number) => {
  scrollY = y;
  window.dispatchEvent(new Event('scroll'));
};

describe('page sections', () => {
  beforeEach(() => {
    scrollY = 0;
    jest.spyOn(window, 'scrollBy').mockImplementation(((x: number, y: number) => {
      scrollY += y;
    }) as typeof window.scrollBy);
  });
  afterEach(() => jest.restoreAllMocks());

  it('leaves reading down the page to the browser: parts it laid out on the way count with their real height', () => {
    heights = [300, 300, 300, 300];
    browserLaysOut = [true, false, false, false];
    const parts = page(4);
    const stop = watchSkippedSections(document.querySelector('[data-page-body]')!);
    // The browser lays out the next parts as they come near, and says so.
    for (const index of [1, 2]) {
      browserLaysOut[index] = true;
      parts[index].dispatchEvent(Object.assign(new Event('contentvisibilityautostatechange'), { skipped: false }));
    }
    // The window (768 px) now shows parts 0 to 2; the fourth part starts below it.
    scrollTo(100);
    expect(laidOutForGood(parts)).toEqual([false, false, false, false]);
    expect(window.scrollBy).not.toHaveBeenCalled();
    stop();
  });

  it('a jump past parts never laid out lays them out at once and keeps the part in view where it was', () => {
    heights = [300, 300, 300, 300];
    browserLaysOut = [true, false, false, false];
    const parts = page(4);
    const stop = watchSkippedSections(document.querySelector('[data-page-body]')!);
    // The reader dragged the scroll bar 100 px into the fourth part, which fills the window.
    scrollTo(300 + 2 * ESTIMATE + 100);
    expect(laidOutForGood(parts)).toEqual([false, true, true, true]);
    expect(parts[3].getBoundingClientRect().top).toBe(-100);
    stop();
  });

  it('a jump to the end of the page lays out the parts it shows in that same frame, so the links below them stay put', () => {
    // The window is 768 px tall. A script scrolled the last links of the page into view: the
    // last part reaches into the window at its estimated height, and would shrink to its real
    // one a few frames later, moving what is below it.
    heights = [300, 300, 200];
    browserLaysOut = [true, false, false];
    const parts = page(3);
    const stop = watchSkippedSections(document.querySelector('[data-page-body]')!);
    scrollTo(300 + ESTIMATE + ESTIMATE - 400);
    expect(parts[2].getBoundingClientRect().bottom).toBe(400);
    expect(laidOutForGood(parts)).toEqual([false, true, true]);
    // Its end, and the links below it, are where the scroll put them: nothing moves after the
    // browser paints this frame.
    expect(parts[2].getBoundingClientRect().bottom).toBe(400);
    expect(window.scrollBy).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a script\'s scrollIntoView keeps its target where it put it when the skipped part above comes into the window', () => {
    // The target's part is laid out (scrollIntoView does that); the heading's scroll margin shows
    // the last 104 px of the part above it, which was skipped: its top is nowhere in view.
    heights = [300, 200, 300, 300];
    browserLaysOut = [true, false, true, false];
    const parts = page(4);
    const stop = watchSkippedSections(document.querySelector('[data-page-body]')!);
    scrollTo(300 + ESTIMATE - 104);
    expect(laidOutForGood(parts)).toEqual([false, true, false, true]);
    expect(parts[2].getBoundingClientRect().top).toBe(104);
    stop();
  });

  it('stops when the page goes away', () => {
    heights = [300, 300, 300];
    browserLaysOut = [true, false, false];
    const parts = page(3);
    watchSkippedSections(document.querySelector('[data-page-body]')!)();
    scrollTo(300 + 2 * ESTIMATE);
    expect(laidOutForGood(parts)).toEqual([false, false, false]);
  });

  it('layOutSections lays out every part and keeps the first part reaching into the window where it was', () => {
    heights = [500, 2000, 100];
    browserLaysOut = [false, false, false];
    const parts = page(3);
    scrollY = ESTIMATE + 10;
    layOutSections();
    expect(laidOutForGood(parts)).toEqual([true, true, true]);
    expect(parts[1].getBoundingClientRect().top).toBe(-10);
  });
});
