import * as z from 'zod/mini';
import { lazySchema } from './lazySchema.js';

/**
 * docs/requirements.md#spec-3-entities lookups: the US states with their two-letter ids (50 states plus DC) and the name suffixes. One list
 * each, read by every form that asks for an address or a name and by the platform's validation.
 */
export const US_STATES = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
] as const satisfies readonly (readonly [string, string])[];

export type UsStateId = (typeof US_STATES)[number][0];
export const US_STATE_IDS = US_STATES.map(([id]) => id) as [UsStateId, ...UsStateId[]];
export const UsState = lazySchema(() => z.enum(US_STATE_IDS));

const STATE_IDS: ReadonlySet<string> = new Set(US_STATE_IDS);
/** Whether `id` is one of the 51 two-letter ids (upper case). */
export const isUsState = (id: string): id is UsStateId => STATE_IDS.has(id);
/** `TX` → `Texas`; an unknown id is returned as given. */
export const usStateName = (id: string): string => US_STATES.find(([s]) => s === id)?.[1] ?? id;

export const NAME_SUFFIXES = [
  'Jr',
  'Sr',
  'I',
  'II',
  'III',
  'IV',
  'DC',
  'DDS',
  'DMD',
  'DO',
  'DPM',
  'DPSM',
  'DVM',
  'MD',
  'NP',
  'OD',
  'PA',
  'PhD',
  'PSO',
  'PT',
  'RPH',
] as const;
export type NameSuffix = (typeof NAME_SUFFIXES)[number];
export const NameSuffix = lazySchema(() => z.enum(NAME_SUFFIXES));

/** A US ZIP code: five digits, optionally ZIP+4 (12345-6789). */
export const ZIP_CODE = /^\d{5}(-\d{4})?$/;

const line = (max: number) => z.string().check(z.trim(), z.maxLength(max));
/** A US mailing address as the platform stores it (shared/contract/common.ts `Address`), checked against the docs/requirements.md#spec-3-entities lookups. */
export const UsAddress = lazySchema(() =>
  z.object({
    address1: line(40).check(z.minLength(1, 'Enter the street address.')),
    address2: line(40),
    city: line(30).check(z.minLength(1, 'Enter the city.')),
    state: UsState,
    zipCode: z.string().check(z.trim(), z.regex(ZIP_CODE, 'Enter a 5-digit ZIP code (or ZIP+4).')),
  }),
);
export type UsAddress = z.infer<typeof UsAddress>;
