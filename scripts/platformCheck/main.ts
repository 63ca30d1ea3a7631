import { once } from 'node:events';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { checkPlatform, formatTable, summarize } from './checkPlatform.js';

/**
 * `npm run platform:check -- --upstream <url> --brand <brand> --user <name>`, the password in PLATFORM_CHECK_PASSWORD:
 * checks a card platform against the portal's contract (docs/platform-api.yaml) and prints a table. Exits 0 when it
 * passes, 1 on any difference, failure, missing call of the specification (or, with --strict, any missing call) or a
 * login it could not complete, 2 when it cannot start (arguments, password).
 */
const USAGE = `usage: PLATFORM_CHECK_PASSWORD=… npm run platform:check -- --upstream <url> --brand <brand> --user <name>
         [--subdomain <name>] [--contact SMS|EMAIL] [--strict]

  --upstream   the card platform's origin (the portal's UPSTREAM_URL), http or https
  --brand      the brand code the user logs in under
  --user       the user name; run once with a cardholder and once with a program administrator
  --subdomain  the subdomain the portal serves the brand under (default: the brand code)
  --contact    for a user who needs two-factor authentication: where to send the code, then type it in
  --strict     a portal-defined call the platform lacks fails the check too
The password is read from PLATFORM_CHECK_PASSWORD only, never from the command line.`;

function usage(problem: string): never {
  console.error(`${problem}\n\n${USAGE}`);
  process.exit(2);
}

let values: { upstream?: string; brand?: string; user?: string; subdomain?: string; contact?: string; strict?: boolean; help?: boolean };
try {
  ({ values } = parseArgs({
    options: {
      upstream: { type: 'string' },
      brand: { type: 'string' },
      user: { type: 'string' },
      subdomain: { type: 'string' },
      contact: { type: 'string' },
      strict: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (err) {
  const message = err instanceof Error ? err.message : String(err);
  usage(
    /'--password'/.test(message)
      ? 'The password is read from PLATFORM_CHECK_PASSWORD, never from the command line (shell history and the process list would keep it).'
      : message,
  );
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const missing = (['upstream', 'brand', 'user'] as const).filter((name) => !values[name]);
if (missing.length) usage(`Missing ${missing.map((name) => `--${name}`).join(', ')}.`);
let upstream: URL | null = null;
try {
  upstream = new URL(values.upstream!);
} catch {
  // reported below
}
if (!upstream || !/^https?:$/.test(upstream.protocol)) usage(`--upstream is not an http(s) URL: ${values.upstream}`);
const password = process.env.PLATFORM_CHECK_PASSWORD;
if (!password) usage(`Set PLATFORM_CHECK_PASSWORD to ${values.user}'s password.`);

/** The two-factor code, typed by whoever runs the check (the prompt on stderr keeps stdout the report); null when input ends. */
async function readCode(sentTo: string): Promise<string | null> {
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  const typed = rl.question(`Code sent to ${sentTo}: `);
  typed.catch(() => undefined); // input that ends first settles the race below
  const code = await Promise.race([typed, once(rl, 'close').then(() => null)]);
  rl.close();
  return code;
}

const result = await checkPlatform({
  upstream: upstream.href,
  brand: values.brand!,
  username: values.user!,
  password,
  subdomain: values.subdomain,
  contact: values.contact,
  readCode,
  strict: values.strict,
}).catch((err: unknown) => {
  console.error(`The check could not run: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
console.log(formatTable(result.rows));
if (result.stopped) console.log(`\nStopped: ${result.stopped}`);
console.log(`\n${summarize(result)}`);
process.exit(result.passed ? 0 : 1);
