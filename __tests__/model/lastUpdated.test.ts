import { formatCommitDate, parseLastUpdated } from '../../src/model/lastUpdated';

describe('parseLastUpdated', () => {
  it('keeps the newest commit date of each file', () => {
    const output = [
      '',
      '2024-05-02T10:00:00+02:00\n\nguides/caching.mdx\n',
      '2023-01-09T08:00:00+00:00\n\nguides/caching.mdx\nconcepts/index.mdx\n',
    ].join('\0');
    expect(parseLastUpdated(output)).toEqual(
      new Map([
        ['guides/caching.mdx', '2024-05-02T10:00:00+02:00'],
        ['concepts/index.mdx', '2023-01-09T08:00:00+00:00'],
      ]),
    );
  });

  it('is empty without history', () => {
    expect(parseLastUpdated('')).toEqual(new Map());
  });
});

describe('formatCommitDate', () => {
  it('writes the date where it was committed', () => {
    expect(formatCommitDate('2024-05-02T23:30:00-07:00')).toBe('May 2, 2024');
  });
});
