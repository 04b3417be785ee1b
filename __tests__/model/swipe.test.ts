import { getDragOffset, getSwipeResult, isHorizontalMove } from '../../src/model/swipe';

describe('getSwipeResult', () => {
  it('closes an open sidebar on a left move of more than 20 px', () => {
    expect(getSwipeResult({ open: true, startX: 200, dx: -21, dy: 0 })).toBe('close');
    expect(getSwipeResult({ open: true, startX: 200, dx: -20, dy: 0 })).toBeNull();
  });
  it('opens a closed sidebar on a right move of more than 20 px from the left edge', () => {
    expect(getSwipeResult({ open: false, startX: 5, dx: 21, dy: 0 })).toBe('open');
    expect(getSwipeResult({ open: false, startX: 5, dx: 20, dy: 0 })).toBeNull();
    expect(getSwipeResult({ open: false, startX: 150, dx: 100, dy: 0 })).toBeNull();
  });
  it('ignores moves whose slope is 0.8 or steeper', () => {
    expect(isHorizontalMove(100, 79)).toBe(true);
    expect(isHorizontalMove(100, 80)).toBe(false);
    expect(getSwipeResult({ open: true, startX: 200, dx: -50, dy: 45 })).toBeNull();
  });
});

describe('getDragOffset', () => {
  it('lets the opener drag at most 295 px', () => {
    expect(getDragOffset({ open: false, startX: 0, dx: 100, dy: 0 })).toBe(-195);
    expect(getDragOffset({ open: false, startX: 0, dx: 500, dy: 0 })).toBe(0);
  });
  it('follows a closing finger up to the hidden position', () => {
    expect(getDragOffset({ open: true, startX: 200, dx: -50, dy: 0 })).toBe(-50);
    expect(getDragOffset({ open: true, startX: 200, dx: -500, dy: 0 })).toBe(-295);
    expect(getDragOffset({ open: true, startX: 200, dx: 40, dy: 0 })).toBe(0);
  });
});
