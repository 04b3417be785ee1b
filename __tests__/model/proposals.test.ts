import { filterProposals, parseProposals, type Proposal } from '../../src/model/proposals';

const proposal = (id: string, status: Proposal['status']): Proposal => ({
  id,
  title: id,
  summary: 'A summary.',
  status,
  discussion: 'https://github.com/webpack/webpack/discussions',
});

describe('filterProposals', () => {
  const all = [proposal('a', 'proposed'), proposal('b', 'shipped'), proposal('c', 'proposed')];
  it('keeps the proposals of one status', () => {
    expect(filterProposals(all, 'proposed').map((item) => item.id)).toEqual(['a', 'c']);
  });
  it('keeps every proposal for "all"', () => {
    expect(filterProposals(all, 'all')).toHaveLength(3);
  });
});

describe('parseProposals', () => {
  it('accepts the data file shape', () => {
    expect(parseProposals([proposal('a', 'planned')])).toHaveLength(1);
  });
  it('rejects an unknown status, naming the item', () => {
    expect(() => parseProposals([{ ...proposal('a', 'planned'), status: 'maybe' }])).toThrow('item 0 has status "maybe"');
  });
  it('rejects a vote count without its source and date', () => {
    expect(() => parseProposals([{ ...proposal('a', 'planned'), votes: { count: 3 } }])).toThrow('without a count, source and date');
  });
});
