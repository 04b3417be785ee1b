import React, { useState } from 'react';
import data from '../../../../content/data/vote.json';
import { filterProposals, parseProposals, PROPOSAL_STATUSES, type Proposal, type ProposalStatus } from '../../../model/proposals';
import * as styles from './Vote.module.css';

const ALL_PROPOSALS = parseProposals(data);
const FILTERS: Array<ProposalStatus | 'all'> = ['all', ...PROPOSAL_STATUSES];

/** Roadmap proposals, filterable by status; votes are cast on each public discussion. */
export default function Vote({ proposals = ALL_PROPOSALS }: { proposals?: readonly Proposal[] }) {
  const [status, setStatus] = useState<ProposalStatus | 'all'>('all');
  const shown = filterProposals(proposals, status);
  return (
    <div>
      <fieldset className={styles.filters}>
        <legend>Show proposals</legend>
        {FILTERS.map((filter) => (
          <label key={filter} className={styles.filter}>
            <input type="radio" name="status" value={filter} checked={status === filter} onChange={() => setStatus(filter)} />
            {filter === 'all' ? 'All' : filter.charAt(0).toUpperCase() + filter.slice(1)}
          </label>
        ))}
      </fieldset>
      <p role="status" className={styles.count}>
        {shown.length} proposal{shown.length === 1 ? '' : 's'}
      </p>
      <ul className={styles.list}>
        {shown.map((proposal) => (
          <li key={proposal.id} className={styles.proposal}>
            <h2 className={styles.title}>{proposal.title}</h2>
            <p className={styles.status} data-status={proposal.status}>
              {proposal.status}
            </p>
            <p>{proposal.summary}</p>
            {proposal.votes && (
              <p className={styles.votes}>
                {proposal.votes.count} votes on {proposal.votes.source}, as of {proposal.votes.date}
              </p>
            )}
            <a href={proposal.discussion} target="_blank" rel="noopener noreferrer">
              Discuss and vote on “{proposal.title}”<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
