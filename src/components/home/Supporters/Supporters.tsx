import React, { useState } from 'react';
import data from 'supporters-data';
import { getSupportersByRank, pickInitialType, RANKS, type Rank, type Supporter, type SupporterType } from '../../../model/supporters';
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

/** One rank's supporters (sponsor list props: type and rank). */
export function SupportersList({ type, rank, supporters, now }: SupportersListProps) {
  const shown = getSupportersByRank(supporters, type, rank, now);
  return (
    <section className={styles.rank} aria-labelledby={`supporters-${rank}`}>
      <h3 id={`supporters-${rank}`}>{RANK_TITLES[rank]}</h3>
      {shown.length === 0 ? (
        <p className={styles.empty}>None yet: this could be you.</p>
      ) : (
        <ul className={styles.list}>
          {shown.map((supporter) => (
            <li key={supporter.slug}>
              <SupporterAvatar supporter={supporter} now={now} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface SupportersProps {
  supporters?: readonly Supporter[];
  /** Injected in tests: decides the initial type. */
  random?: () => number;
  now?: Date;
}

/** Every rank, with the monthly/total switch. Loaded lazily, in the browser only. */
export default function Supporters({ supporters = data, random = Math.random, now = new Date() }: SupportersProps) {
  const [type, setType] = useState<SupporterType>(() => pickInitialType(random));
  return (
    <div className={styles.supporters}>
      <label className={styles.toggle}>
        <input type="checkbox" checked={type === 'monthly'} onChange={(event) => setType(event.target.checked ? 'monthly' : 'total')} />
        Show sponsors by their average monthly amount of sponsoring in the last year
      </label>
      {RANKS.map((rank) => (
        <SupportersList key={rank} type={type} rank={rank} supporters={supporters} now={now} />
      ))}
    </div>
  );
}
