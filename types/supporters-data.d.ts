// Resolved by webpack to content/data/supporters.json, or to an empty list without it.
declare module 'supporters-data' {
  import type { Supporter } from '../src/model/supporters';
  const supporters: Supporter[];
  export default supporters;
}
