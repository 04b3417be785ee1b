import React, { useState } from 'react';
import data from 'supporters-data';
import { getShownRanks, getSupportersByRank, hasRankedSupporters, pickInitialType, type Rank, type Supporter, type SupporterType } from '../../../model/supporters';
import SupporterAvatar from '../SupporterAvatar/SupporterAvatar';
import * as styles from './Supporters.module.css';

const RANK_TITLES: Record<Rank, string> = {
  latest: 'Latest Sponsors',
  platinum: 'Platinum Sponsors',
  gold: 'Gold Sponsors',
  silver: 'Silver Sponsors',
  bronze: 'Bronze Sponsors',
  backer: 'Backers',
};

interface SupportersListProps {
  type: SupporterType;
  rank: Rank;
  supporters: readonly Supporter[];
  now: Date;
}

/** One rank's supporters (sponsor list props: type and rank); only ranks with someone are listed. */
export function SupportersList({ type, rank, supporters, now }: SupportersListProps) {
  const shown = getSupportersByRank(supporters, type, rank, now);
  return (
    <section className={styles.rank} aria-labelledby={`supporters-${rank}`}>
      <h3 id={`supporters-${rank}`}>{RANK_TITLES[rank]}</h3>
      <ul className={styles.list}>
        {shown.map((supporter) => (
          <li key={supporter.slug}>
            <SupporterAvatar supporter={supporter} now={now} />
          </li>
        ))}
      </ul>
    </section>
  );
}

interface SupportersProps {
  supporters?: readonly Supporter[];
  /** Injected in tests: decides the initial type. */
  random?: () => number;
  now?: Date;
}

/**
 * The ranks that have supporters, with the monthly/total switch. With no supporters at all, one
 * invitation names the tiers and the switch, which would change nothing, is disabled and says why.
 * Loaded lazily, in the browser only.
 */
export default function Supporters({ supporters = data, random = Math.random, now = new Date() }: SupportersProps) {
  const [type, setType] = useState<SupporterType>(() => pickInitialType(random));
  const switchable = hasRankedSupporters(supporters, now);
  const ranks = getShownRanks(supporters, type, now);
  return (
    <div className={styles.supporters}>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={type === 'monthly'}
          disabled={!switchable}
          aria-describedby={switchable ? undefined : 'supporters-switch-reason'}
          onChange={(event) => setType(event.target.checked ? 'monthly' : 'total')}
        />
        Show sponsors by their average monthly amount of sponsoring in the last year
      </label>
      {!switchable && (
        <p id="supporters-switch-reason" className={styles.reason}>
          Nothing to switch yet: no supporters are listed.
        </p>
      )}
      {ranks.length === 0 ? (
        <p className={styles.invitation}>
          Be the first: back webpack as a platinum, gold, silver or bronze sponsor, or as a backer, and you are listed here.
        </p>
      ) : (
        ranks.map((rank) => <SupportersList key={rank} type={type} rank={rank} supporters={supporters} now={now} />)
      )}
    </div>
  );
}
