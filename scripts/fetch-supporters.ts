// Writes content/data/supporters.json from the Open Collective public API (amounts in cents).
// Needs the network; the build only reads the file. Usage: npm run fetch:supporters
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { aggregateDonations, type Donation } from '../src/model/supporters';
import { OPEN_COLLECTIVE_URL } from '../src/config/site';

const API = 'https://api.opencollective.com/graphql/v2';
const SLUG = OPEN_COLLECTIVE_URL.split('/').pop()!;
const PAGE = 1000;
const OUTPUT = resolve(process.cwd(), 'content', 'data', 'supporters.json');

const QUERY = `query Donations($slug: String!, $limit: Int!, $offset: Int!) {
  account(slug: $slug) {
    transactions(type: CREDIT, kind: [CONTRIBUTION], limit: $limit, offset: $offset) {
      totalCount
      nodes { createdAt amount { valueInCents } fromAccount { slug name website imageUrl } }
    }
  }
}`;

interface Page {
  data?: {
    account: {
      transactions: {
        totalCount: number;
        nodes: Array<{ createdAt: string; amount: { valueInCents: number }; fromAccount: Donation['account'] }>;
      };
    };
  };
  errors?: Array<{ message: string }>;
}

async function fetchPage(offset: number): Promise<Page> {
  const response = await fetch(API, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: QUERY, variables: { slug: SLUG, limit: PAGE, offset } }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`Open Collective answered ${response.status}`);
  return (await response.json()) as Page;
}

async function main() {
  const donations: Donation[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await fetchPage(offset);
    if (page.errors?.length || !page.data) throw new Error(page.errors?.map((error) => error.message).join('; ') ?? 'no data');
    const { nodes, totalCount } = page.data.account.transactions;
    donations.push(...nodes.map((node) => ({ createdAt: node.createdAt, amountInCents: node.amount.valueInCents, account: node.fromAccount })));
    if (offset + PAGE >= totalCount) break;
  }
  const supporters = aggregateDonations(donations);
  mkdirSync(dirname(OUTPUT), { recursive: true });
  writeFileSync(OUTPUT, `${JSON.stringify(supporters, null, 2)}\n`);
  console.log(`Wrote ${supporters.length} supporters from ${donations.length} donations to ${OUTPUT}`);
}

main().catch((error: Error) => {
  console.error(`Could not fetch supporters (${error.message}); ${OUTPUT} was left as it was.`);
  process.exitCode = 1;
});
