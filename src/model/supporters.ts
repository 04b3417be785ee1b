// Supporters of the project (amounts in cents) and the rank each one is shown in.

export interface Supporter {
  name: string;
  slug: string;
  website: string | null;
  avatar: string | null;
  /** ISO date of the first donation. */
  firstDonation: string;
  /** Sum of all donations, in cents. */
  totalDonations: number;
  /** Donations per month "yyyy-mm" -> cents. */
  monthlyDonations: Record<string, number>;
}

export type SupporterType = 'monthly' | 'total';
export type Rank = 'latest' | 'platinum' | 'gold' | 'silver' | 'bronze' | 'backer';
export const RANKS: readonly Rank[] = ['latest', 'platinum', 'gold', 'silver', 'bronze', 'backer'];

/** Lower bounds in dollars; a rank runs up to the next one's bound. */
const THRESHOLDS: Record<SupporterType, Array<[Exclude<Rank, 'latest'>, number]>> = {
  total: [
    ['platinum', 50_000],
    ['gold', 10_000],
    ['silver', 2_000],
    ['bronze', 200],
    ['backer', 1],
  ],
  monthly: [
    ['platinum', 2_500],
    ['gold', 500],
    ['silver', 100],
    ['bronze', 10],
    ['backer', 1],
  ],
};

export const LATEST_DAYS = 21;
export const LATEST_LIMIT = 30;
const DAY = 24 * 60 * 60 * 1000;

/** The rank of an amount in dollars, or null below 1 $. */
export function getRank(dollars: number, type: SupporterType): Exclude<Rank, 'latest'> | null {
  return THRESHOLDS[type].find(([, bound]) => dollars >= bound)?.[0] ?? null;
}

/** Average per month over the twelve months before `now`, in cents. */
export function getMonthlyAverage(monthlyDonations: Record<string, number>, now: Date): number {
  const months = new Set<string>();
  for (let back = 0; back < 12; back += 1) {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.add(`${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  const sum = Object.entries(monthlyDonations).reduce((total, [month, cents]) => (months.has(month) ? total + cents : total), 0);
  return sum / 12;
}

/** Amount that decides the rank, in cents. */
export function getAmount(supporter: Supporter, type: SupporterType, now: Date): number {
  return type === 'total' ? supporter.totalDonations : getMonthlyAverage(supporter.monthlyDonations, now);
}

/** Supporters whose first donation was in the last 21 days, newest first, at most 30. */
export function getLatestSupporters(supporters: readonly Supporter[], now: Date): Supporter[] {
  return supporters
    .filter((supporter) => {
      const age = now.getTime() - new Date(supporter.firstDonation).getTime();
      return age >= 0 && age <= LATEST_DAYS * DAY;
    })
    .sort((a, b) => b.firstDonation.localeCompare(a.firstDonation))
    .slice(0, LATEST_LIMIT);
}

/** The supporters shown in one rank, largest amount first. */
export function getSupportersByRank(supporters: readonly Supporter[], type: SupporterType, rank: Rank, now: Date): Supporter[] {
  if (rank === 'latest') return getLatestSupporters(supporters, now);
  return supporters
    .filter((supporter) => getRank(getAmount(supporter, type, now) / 100, type) === rank)
    .sort((a, b) => getAmount(b, type, now) - getAmount(a, type, now));
}

/** "$1,234 by Acme ($56 monthly)" for a tooltip. */
export function describeSupport(supporter: Supporter, now: Date): string {
  const dollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`;
  return `${dollars(supporter.totalDonations)} by ${supporter.name} (${dollars(getMonthlyAverage(supporter.monthlyDonations, now))} monthly)`;
}

/** The initial toggle: "monthly" with probability 0.33, else "total". */
export function pickInitialType(random: () => number = Math.random): SupporterType {
  return random() < 0.33 ? 'monthly' : 'total';
}

/** One incoming donation as the Open Collective API reports it. */
export interface Donation {
  createdAt: string;
  amountInCents: number;
  account: { slug: string; name: string; website: string | null; imageUrl: string | null };
}

/** Sums donations per account: total, per month, and the date of the first one. */
export function aggregateDonations(donations: readonly Donation[]): Supporter[] {
  const bySlug = new Map<string, Supporter>();
  for (const { createdAt, amountInCents, account } of donations) {
    if (amountInCents <= 0) continue;
    const supporter = bySlug.get(account.slug) ?? {
      name: account.name,
      slug: account.slug,
      website: account.website,
      avatar: account.imageUrl,
      firstDonation: createdAt,
      totalDonations: 0,
      monthlyDonations: {},
    };
    const month = createdAt.slice(0, 7);
    supporter.totalDonations += amountInCents;
    supporter.monthlyDonations[month] = (supporter.monthlyDonations[month] ?? 0) + amountInCents;
    if (createdAt < supporter.firstDonation) supporter.firstDonation = createdAt;
    bySlug.set(account.slug, supporter);
  }
  return [...bySlug.values()].sort((a, b) => b.totalDonations - a.totalDonations);
}

/** The ranks that have someone to show, in rank order: empty ranks are not listed. */
export function getShownRanks(supporters: readonly Supporter[], type: SupporterType, now: Date): Rank[] {
  return RANKS.filter((rank) => getSupportersByRank(supporters, type, rank, now).length > 0);
}

/** Whether the monthly/total switch changes anything: some rank has a supporter either way. */
export function hasRankedSupporters(supporters: readonly Supporter[], now: Date): boolean {
  return (['monthly', 'total'] as const).some((type) => getShownRanks(supporters, type, now).length > 0);
}
