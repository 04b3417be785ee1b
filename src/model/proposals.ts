// Roadmap proposals shown on the vote page (content/data/vote.json).

export type ProposalStatus = 'proposed' | 'planned' | 'shipped';
export const PROPOSAL_STATUSES: readonly ProposalStatus[] = ['proposed', 'planned', 'shipped'];

export interface Proposal {
  id: string;
  title: string;
  summary: string;
  status: ProposalStatus;
  /** The public discussion where votes are cast. */
  discussion: string;
  /** A vote count appears only with its source and the date it was read. */
  votes?: { count: number; source: string; date: string };
}

/** Proposals with the given status, or all of them for "all". */
export function filterProposals(proposals: readonly Proposal[], status: ProposalStatus | 'all'): Proposal[] {
  return status === 'all' ? [...proposals] : proposals.filter((proposal) => proposal.status === status);
}

/** Checks the data file's shape; throws naming the item and field. */
export function parseProposals(data: unknown): Proposal[] {
  if (!Array.isArray(data)) throw new Error('vote.json: must be a list of proposals');
  return data.map((item, index) => {
    const proposal = item as Partial<Proposal>;
    for (const field of ['id', 'title', 'summary', 'discussion'] as const) {
      if (typeof proposal[field] !== 'string' || !proposal[field]) throw new Error(`vote.json: item ${index} needs a string "${field}"`);
    }
    if (!PROPOSAL_STATUSES.includes(proposal.status as ProposalStatus)) {
      throw new Error(`vote.json: item ${index} has status "${String(proposal.status)}"; use proposed, planned or shipped`);
    }
    if (proposal.votes && (typeof proposal.votes.count !== 'number' || !proposal.votes.source || !proposal.votes.date)) {
      throw new Error(`vote.json: item ${index} records votes without a count, source and date`);
    }
    return proposal as Proposal;
  });
}
