import { removeReleaseRange, describeReleaseRange, getReleaseRangeRule, isInReleaseRange, parseReleaseRange } from '../../src/model/releaseRange';

describe('the upgrade planner\'s range', () => {
  it.each([
    ['?from=5.80&to=5.113', { from: '5.80', to: '5.113' }],
    ['?from=5.80', { from: '5.80', to: '5.113' }],
    ['?from=5.0&to=5.1', { from: '5.0', to: '5.1' }],
    ['', null],
    ['?to=5.90', null],
    ['?from=5.90&to=5.80', null],
    ['?from=5.90&to=5.90', null],
    ['?from=5.80&to=5.114', null],
    ['?from=4.46&to=5.113', null],
    ['?from=5.80.1&to=5.113', null],
    ['?from=abc', null],
  ])('reads %s', (search, range) => {
    expect(parseReleaseRange(search, '5.113')).toEqual(range);
  });

  it('hides the releases up to `from` and after `to`', () => {
    const rule = getReleaseRangeRule({ from: '5.2', to: '5.4' }, '5.6');
    expect(rule).toBe(
      '[data-release-minor="5.0"],[data-release-minor="5.1"],[data-release-minor="5.2"],[data-release-minor="5.5"],[data-release-minor="5.6"]{display:none}',
    );
  });

  it('tells which releases show, and says so', () => {
    const range = { from: '5.80', to: '5.113' };
    expect(['5.80', '5.81', '5.113', '5.9'].map((minor) => isInReleaseRange(minor, range))).toEqual([false, true, true, false]);
    expect(isInReleaseRange('5.9', null)).toBe(true);
    expect(describeReleaseRange(range, 33)).toBe('Showing the 33 minor releases after 5.80, up to 5.113, with their patch releases.');
    expect(describeReleaseRange({ from: '5.112', to: '5.113' }, 1)).toBe('Showing the one minor release after 5.112, 5.113, with its patch releases.');
    expect(describeReleaseRange(null, 114)).toBe('Showing every webpack 5 release.');
  });
});

describe('the printable body', () => {
  it('leaves out the planner and its script', () => {
    const body = '<p>Intro</p><form class="f" action="/x/" method="get" data-release-range=""><select name="from"></select></form><script>(()=>{})();</script><section>5.113</section>';
    expect(removeReleaseRange(body)).toBe('<p>Intro</p><section>5.113</section>');
  });
});
