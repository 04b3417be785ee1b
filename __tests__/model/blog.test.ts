import { getPostDate, getTeaser } from '../../src/model/blog';

describe('getPostDate', () => {
  it('reads the date from the file name', () => {
    expect(getPostDate('2020-12-08-roadmap-2021.mdx')).toBe('2020-12-08');
  });
  it('is null without the prefix', () => {
    expect(getPostDate('roadmap.mdx')).toBeNull();
  });
});

describe('getTeaser', () => {
  it('takes the first three non-empty, non-heading lines with links reduced to text', () => {
    expect(getTeaser('# Title\n\nOne [link](/a/).\n\n## Heading\nTwo.\nThree.\nFour.')).toBe('One link. Two. Three....');
  });
  it('cuts at 240 characters', () => {
    const teaser = getTeaser('x'.repeat(500));
    expect(teaser).toBe(`${'x'.repeat(240)}...`);
  });
});
