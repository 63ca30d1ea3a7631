/**
 * `npm run soak [-- options]`: money moves through faults and restarts, then the reconciliation. Exits 1 when
 * anything was made twice or lost (or any other promise was broken), 2 on bad options. See README.md.
 */
import { parseSoakArgs, USAGE } from './options.js';
import { formatTable } from './reconcile.js';
import { runSoak } from './runSoak.js';

let options;
try {
  options = parseSoakArgs(process.argv.slice(2));
} catch (err) {
  console.error(`${(err as Error).message}\n\n${USAGE}`);
  process.exit(2);
}
if (options === 'help') {
  console.log(USAGE);
  process.exit(0);
}

const result = await runSoak(options, (line) => console.log(line)).catch((err: unknown) => {
  console.error(`The soak did not finish: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
console.log(
  `\n${result.moves} money moves in ${Math.round(result.ms / 1000)} s; faults injected: ${Object.entries(result.faults)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')}`,
);
for (const r of result.restarts) console.log(`- ${r}`);
console.log(`\n${formatTable(result.rows)}\n`);
if (result.problems.length) {
  console.log(`${result.problems.length} problem(s):`);
  for (const p of result.problems) console.log(`- ${p}`);
  process.exit(1);
}
console.log(
  `none made twice, none lost (keyed moves); balances and points agree with the stored moves; nobody logged out${options.keep ? `; kept ${result.dir}` : ''}`,
);
