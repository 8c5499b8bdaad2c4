// Address search relevance: runs the relevance set (apps/server/src/services/gazetteer/relevance/uk-queries.json)
// against the in-memory address index over the embedded places and prints precision at 1 and mean reciprocal
// rank, then every query whose expected place did not come first.
//
//   npm run bench:search
const { evaluateRelevance } = await import('../apps/server/src/services/gazetteer/relevance/relevance.ts');

const report = evaluateRelevance();
const misses = report.outcomes.filter((o) => o.rank !== 1);
if (misses.length > 0) {
  console.log('Queries whose expected place was not first:');
  console.table(
    misses.map((o) => ({ query: o.query, kind: o.kind, expected: o.expected, rank: o.rank ?? '-', first: o.first })),
  );
}
const byKind = new Map();
for (const o of report.outcomes) {
  const k = byKind.get(o.kind) ?? { kind: o.kind, queries: 0, 'first right': 0 };
  k.queries++;
  if (o.rank === 1) k['first right']++;
  byKind.set(o.kind, k);
}
console.table([...byKind.values()]);
console.log(
  `Address search relevance: ${report.outcomes.length} queries, precision@1 ${report.precisionAt1.toFixed(3)}, MRR ${report.meanReciprocalRank.toFixed(3)}`,
);
