import * as z from 'zod';
import { stringify } from 'yaml';
import * as common from '../../shared/contract/common.js';
import * as lookups from '../../shared/contract/lookups.js';
import { isPlatformCall, type PlatformCall } from '../../shared/contract/platformCall.js';
import { CONTRACT_MODULES, PLATFORM_CALLS } from '../../shared/contract/platformCalls.js';
import { BRAND_HEADER } from '../../shared/contract/tenant.js';
import { XSRF_HEADER } from '../../shared/contract/authentication.js';
import { SESSION_COOKIE } from '../sandbox/auth/sessions.js';

/**
 * The published contract (`npm run contract` → docs/platform-api.yaml): an OpenAPI 3.1 document generated from the
 * platform call definitions (shared/contract), each operation marked `x-source: spec-7` or `x-source: portal` with its
 * `x-reason`. The contract's named schemas (the modules' exports) are its components; zod 4 writes the JSON Schema.
 */

type Json = Record<string, unknown>;
type Schema = z.core.$ZodType;

const DESCRIPTION = `What a bank's card platform implements so the white-labelled card portal runs on it. Every path is under
the platform's API base \`/api\`; the portal's gateway forwards the browser's calls there unchanged and makes a few itself.

Two kinds of calls:

- \`x-source: spec-7\` — the calls the product specification lists (its section 7). A card platform offers them;
  the portal cannot work without them, and the conformance checker counts a missing one as a failure.
- \`x-source: portal\` — calls the portal designed where the product names a feature but not its call
  (\`x-reason\` says why each exists). Implement them from this document. A platform that lacks one answers 404, 405
  or 501: the portal then loses only the piece that needs that call — the piece says in words that the service isn't
  available, and the rest of the page and every other screen keep working. A call whose path names a record the user
  picked (it documents its own 404) answers 404 when that record is gone; there only 405 or 501 says the call is
  missing.

Conventions:

- JSON bodies; a single object answers \`{ data }\`, an unpaged list \`{ data: [] }\`, a paged list
  \`{ content, page, size, totalElements, totalPages }\` with \`page\` zero-based.
- A failure answers a non-2xx status with the error body (\`ErrorBody\`): \`{ error, message, status, fault? }\`.
  Any answer with a \`fault\` field is a failure whatever its status. \`message\` is shown to the user as written.
- Every call carries the \`${BRAND_HEADER}\` binding header: the brand the call came in under, which the gateway sets
  and always overwrites. A platform answers for that brand only and refuses a call without one (403).
- A signed-in call carries the platform's session cookie; a state-changing one (POST, PUT, DELETE) of a session also
  the anti-forgery header \`${XSRF_HEADER}\` with the session's token from login or check.
- Calls marked idempotent honour \`Idempotency-Key\`: a repeat with the same key answers the first call's answer and
  changes nothing again.
- Card numbers travel as the platform's encrypted card reference (a \`cardNumber\` from an answer), never in full.
- Dates \`YYYY-MM-DD\`, timestamps ISO-8601, amounts US dollars as numbers.

Generated from the portal's call definitions (shared/contract) by \`npm run contract\`; checked against a running
platform by \`npm run platform:check\`.`;

/** Each named schema of the contract modules (their exports), under its export name; the first name of one exported twice. */
function namedSchemas(): Map<Schema, string> {
  const names = new Map<Schema, string>();
  for (const mod of [common, lookups, ...Object.values(CONTRACT_MODULES)]) {
    for (const [name, value] of Object.entries(mod)) {
      if (typeof value !== 'object' || value === null || isPlatformCall(value) || !('_zod' in value)) continue;
      if (!names.has(value as Schema)) names.set(value as Schema, name);
    }
  }
  return names;
}

const ref = (name: string): Json => ({ $ref: `#/components/schemas/${name}` });
const strip = ({ $schema: _, $id: __, ...rest }: Json): Json => rest;

/**
 * An answer's object may carry more fields than the contract names (the portal reads only these): only an object the
 * contract declares strict (`z.strictObject`) says no others.
 */
const openObjects = ({ zodSchema, jsonSchema }: { zodSchema: z.core.$ZodTypes; jsonSchema: Json }): void => {
  const def = zodSchema._zod.def as { type: string; catchall?: unknown };
  if (def.type === 'object' && def.catchall === undefined && jsonSchema.additionalProperties === false)
    delete jsonSchema.additionalProperties;
};

/** The area of a call (its id's prefix): the operation's tag. */
const tagOf = (call: PlatformCall): string => call.id.slice(0, call.id.indexOf('.'));

export function platformApiDocument(calls: readonly PlatformCall[] = PLATFORM_CALLS): Json {
  const names = namedSchemas();
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of names) registry.add(schema, { id });
  const options = { target: 'draft-2020-12', unrepresentable: 'any', cycles: 'ref', override: openObjects } as const;
  const built = z.toJSONSchema(registry, { ...options, io: 'output', uri: (id) => `#/components/schemas/${id}` }).schemas as Record<
    string,
    Json
  >;
  const components = Object.fromEntries(Object.entries(built).map(([id, s]) => [id, strip(s)]));
  /** An answer: its component when it has a name, else written out (with refs to the named ones it holds). */
  const output = (schema: Schema): Json => {
    const name = names.get(schema);
    if (name) return ref(name);
    const one = z.registry<{ id: string }>();
    for (const [s, id] of names) one.add(s, { id });
    return strip(z.toJSONSchema(schema, { ...options, io: 'output', metadata: one }) as Json);
  };
  /** What a caller sends (a body, a query's or headers' fields): its input form, written out. */
  const input = (schema: Schema): Json => strip(z.toJSONSchema(schema, { ...options, io: 'input', metadata: z.registry() }) as Json);

  const paths: Record<string, Record<string, Json>> = {};
  for (const call of [...calls].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.method.localeCompare(b.method)))) {
    const parameters: Json[] = [...call.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    for (const [where, schema] of [
      ['query', call.query],
      ['header', call.headers],
    ] as const) {
      if (!schema) continue;
      const fields = input(schema as Schema) as { properties?: Record<string, Json>; required?: string[] };
      for (const [name, s] of Object.entries(fields.properties ?? {})) {
        parameters.push({ name, in: where, required: fields.required?.includes(name) ?? false, schema: s });
      }
    }
    if (call.idempotent) {
      parameters.push({
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        schema: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{8,200}$' },
        description: "A repeat with the same key answers the first call's answer and changes nothing again.",
      });
    }
    const success = call.answerType
      ? { [call.answerType]: { schema: { type: 'string', contentMediaType: call.answerType } } }
      : { 'application/json': { schema: output(call.answer as Schema) } };
    const stateChanging = call.method !== 'GET';
    const operation: Json = {
      operationId: call.id,
      summary: call.summary,
      tags: [tagOf(call)],
      'x-source': call.source,
      ...(call.reason ? { 'x-reason': call.reason } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(call.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: input(call.body as Schema) } } } }
        : call.bodyType
          ? {
              requestBody: {
                required: true,
                content: { [call.bodyType]: { schema: { type: 'string', contentMediaType: call.bodyType } } },
              },
            }
          : {}),
      responses: {
        [String(call.status ?? 200)]: { description: 'Success.', content: success },
        ...(call.recordInPath
          ? {
              '404': {
                description: 'The record the path names is not there (removed meanwhile, or a stale link); the platform offers the call.',
                $ref: '#/components/responses/Error',
              },
            }
          : {}),
        default: { $ref: '#/components/responses/Error' },
      },
      security: [{ portalBrand: [], ...(call.access === 'session' ? { session: [], ...(stateChanging ? { xsrf: [] } : {}) } : {}) }],
    };
    (paths[call.path] ??= {})[call.method.toLowerCase()] = operation;
  }

  const document: Json = {
    openapi: '3.1.0',
    info: { title: 'Card platform API for the card portal', version: '1.0.0', description: DESCRIPTION },
    servers: [{ url: '/api', description: "The platform's API base; the gateway forwards the portal's calls under it." }],
    tags: [...new Set(calls.map(tagOf))].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: components,
      responses: {
        Error: {
          description: 'A failure: a non-2xx status with the error body (any answer with a `fault` field is a failure too).',
          content: { 'application/json': { schema: ref(names.get(common.ErrorBody as Schema)!) } },
        },
      },
      securitySchemes: {
        portalBrand: {
          type: 'apiKey',
          in: 'header',
          name: BRAND_HEADER,
          description:
            'The brand the call came in under (its code; `-` on a host that is no brand). The gateway always sets it and overwrites any a browser sent.',
        },
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: "The platform's session cookie, set by the login and forwarded by the gateway as the browser sends it.",
        },
        xsrf: {
          type: 'apiKey',
          in: 'header',
          name: XSRF_HEADER,
          description: "A state-changing call of a session: the session's anti-forgery token from login or check.",
        },
      },
    },
  };
  return prune(document);
}

/** Drops the components no operation reaches (the contract modules also name the parts of their requests). */
function prune(document: Json): Json {
  const schemas = (document.components as { schemas: Record<string, Json> }).schemas;
  const reached = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (k === '$ref' && typeof v === 'string' && v.startsWith('#/components/schemas/')) {
          const name = v.slice('#/components/schemas/'.length);
          if (!reached.has(name)) {
            reached.add(name);
            walk(schemas[name]);
          }
        } else walk(v);
      }
    }
  };
  walk(document.paths);
  walk((document.components as Json).responses);
  const kept = Object.fromEntries(
    Object.keys(schemas)
      .filter((n) => reached.has(n))
      .sort()
      .map((n) => [n, schemas[n]]),
  );
  return { ...document, components: { ...(document.components as Json), schemas: kept } };
}

/** The document as committed: YAML, with a note that it is generated. */
export function platformApiYaml(calls: readonly PlatformCall[] = PLATFORM_CALLS): string {
  return `# Generated by \`npm run contract\` from the platform call definitions in shared/contract. Do not edit.\n${stringify(platformApiDocument(calls), { lineWidth: 0, aliasDuplicateObjects: false })}`;
}
