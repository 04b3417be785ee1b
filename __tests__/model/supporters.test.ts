import {
  aggregateDonations,
  describeSupport,
  getLatestSupporters,
  getShownRanks,
  hasRankedSupporters,
  getMonthlyAverage,
  getRank,
  getSupportersByRank,
  pickInitialType,
  type Supporter,
} from '../../src/model/supporters';

const now = new Date('2026-06-15T00:00:00Z');
const supporter = (name: string, fields: Partial<Supporter> = {}): Supporter => ({
  name,
  slug: name.toLowerCase(),
  website: null,
  avatar: null,
  firstDonation: '2020-01-01T00:00:00Z',
  totalDonations: 0,
  monthlyDonations: {},
  ...fields,
});

describe('getRank by total amount (dollars)', () => {
  it.each([
    [1, 'backer'],
    [199, 'backer'],
    [200, 'bronze'],
    [1_999, 'bronze'],
    [2_000, 'silver'],
    [9_999, 'silver'],
    [10_000, 'gold'],
    [49_999, 'gold'],
    [50_000, 'platinum'],
  ])('%i $ is %s', (dollars, rank) => {
    expect(getRank(dollars, 'total')).toBe(rank);
  });
  it('has no rank below 1 $', () => {
    expect(getRank(0.5, 'total')).toBeNull();
  });
});

describe('getRank by monthly average (dollars)', () => {
  it.each([
    [1, 'backer'],
    [9, 'backer'],
    [10, 'bronze'],
    [100, 'silver'],
    [500, 'gold'],
    [2_499, 'gold'],
    [2_500, 'platinum'],
  ])('%i $ a month is %s', (dollars, rank) => {
    expect(getRank(dollars, 'monthly')).toBe(rank);
  });
});

describe('getMonthlyAverage', () => {
  it('averages the last twelve months, leaving older months out', () => {
    expect(getMonthlyAverage({ '2026-06': 1200, '2025-07': 1200, '2025-06': 99999 }, now)).toBe(200);
  });
});

describe('getLatestSupporters', () => {
  it('keeps first donations of the last 21 days, newest first', () => {
    const latest = getLatestSupporters(
      [
        supporter('Old', { firstDonation: '2026-05-20T00:00:00Z' }),
        supporter('Recent', { firstDonation: '2026-06-01T00:00:00Z' }),
        supporter('Newest', { firstDonation: '2026-06-14T00:00:00Z' }),
      ],
      now,
    );
    expect(latest.map((item) => item.name)).toEqual(['Newest', 'Recent']);
  });
  it('shows at most 30', () => {
    const many = Array.from({ length: 40 }, (_, index) => supporter(`S${index}`, { firstDonation: '2026-06-10T00:00:00Z' }));
    expect(getLatestSupporters(many, now)).toHaveLength(30);
  });
});

describe('getSupportersByRank', () => {
  it('ranks by total or by monthly average, largest first', () => {
    const list = [
      supporter('A', { totalDonations: 30_000, monthlyDonations: { '2026-06': 30_000 } }),
      supporter('B', { totalDonations: 50_000 }),
    ];
    expect(getSupportersByRank(list, 'total', 'bronze', now).map((item) => item.name)).toEqual(['B', 'A']);
    expect(getSupportersByRank(list, 'monthly', 'bronze', now).map((item) => item.name)).toEqual(['A']);
  });
});

describe('describeSupport and pickInitialType', () => {
  it('describes the total and the monthly average', () => {
    expect(describeSupport(supporter('Acme', { totalDonations: 123_456, monthlyDonations: { '2026-06': 12_000 } }), now)).toBe(
      '$1,235 by Acme ($10 monthly)',
    );
  });
  it('starts at monthly with probability 0.33', () => {
    expect(pickInitialType(() => 0.32)).toBe('monthly');
    expect(pickInitialType(() => 0.33)).toBe('total');
  });
});

describe('aggregateDonations', () => {
  const account = { slug: 'acme', name: 'Acme', website: 'https://acme.example', imageUrl: null };
  it('sums donations per account, per month, and keeps the first date', () => {
    const [acme] = aggregateDonations([
      { createdAt: '2026-02-03T10:00:00Z', amountInCents: 500, account },
      { createdAt: '2026-01-05T10:00:00Z', amountInCents: 1000, account },
      { createdAt: '2026-02-20T10:00:00Z', amountInCents: 250, account },
      { createdAt: '2026-02-21T10:00:00Z', amountInCents: -250, account },
    ]);
    expect(acme).toMatchObject({
      totalDonations: 1750,
      firstDonation: '2026-01-05T10:00:00Z',
      monthlyDonations: { '2026-01': 1000, '2026-02': 750 },
    });
  });
});

describe('shown ranks', () => {
  const now = new Date('2026-06-15T00:00:00Z');
  const supporter = (slug: string, totalDonations: number) => ({
    name: slug,
    slug,
    website: null,
    avatar: null,
    firstDonation: '2020-01-01T00:00:00Z',
    totalDonations,
    monthlyDonations: {},
  });

  it('lists only ranks with someone in them, in rank order', () => {
    expect(getShownRanks([supporter('a', 100 * 100), supporter('b', 60_000 * 100)], 'total', now)).toEqual(['platinum', 'backer']);
  });

  it('says the switch changes nothing when nobody is ranked either way', () => {
    expect(hasRankedSupporters([], now)).toBe(false);
    expect(hasRankedSupporters([supporter('a', 100 * 100)], now)).toBe(true);
  });
});
