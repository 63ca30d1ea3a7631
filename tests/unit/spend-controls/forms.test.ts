import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { mccRangeProblems } from '../../../shared/contract/mcc.js';
import type { AlertType } from '../../../shared/contract/spendControls.js';
import { controlBody, controlFormSchema, controlFormValues } from '../../../spas/features/spend-controls/controlForm.js';
import { contactsText, countText, describeSettings } from '../../../spas/features/spend-controls/controlWords.js';
import { codesInRange, mccGroupFormSchema, rangeText } from '../../../spas/features/spend-controls/mccGroupForm.js';
import { driverText, fleetFormValues, promptsText, vehicleText } from '../../../spas/features/fleet/fleetWords.js';

const type = (id: number, kind: AlertType['kind'], attributes: string[]): AlertType => ({
  spendControlAlertTypeId: id,
  name: `Type ${id}`,
  description: '',
  kind,
  accountTypes: ['COMMERCIAL'],
  attributes,
});
const TYPES = [type(1, 'ALERT', ['amount']), type(7, 'CONTROL', ['mccGroupId']), type(10, 'CONTROL', [])];
const messages = (schema: z.ZodMiniType, value: unknown) => {
  const r = z.safeParse(schema, value);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the alert/control form', () => {
  const schema = controlFormSchema(TYPES);
  it('asks for what the chosen type takes, and someone to tell for an alert', () => {
    expect(messages(schema, { typeId: '', amount: '', mccGroupId: '', contactIds: [] })).toEqual({ typeId: 'Choose an alert or control.' });
    expect(messages(schema, { typeId: '1', amount: '', mccGroupId: '', contactIds: [] })).toEqual({
      amount: 'Enter the amount.',
      contactIds: 'Choose at least one contact to alert.',
    });
    expect(messages(schema, { typeId: '1', amount: '12.345', mccGroupId: '', contactIds: ['5'] })).toEqual({
      amount: 'The amount must be in whole cents (no fractions of a cent).',
    });
    expect(messages(schema, { typeId: '1', amount: '12,34', mccGroupId: '', contactIds: ['5'] })).toEqual({
      amount: 'Enter the amount in dollars, like 2,500.00.',
    });
    expect(messages(schema, { typeId: '1', amount: '0', mccGroupId: '', contactIds: ['5'] })).toEqual({
      amount: 'The amount must be more than $0.00.',
    });
    expect(messages(schema, { typeId: '1', amount: '1,000,000.01', mccGroupId: '', contactIds: ['5'] })).toEqual({
      amount: 'The amount can’t be more than $1,000,000.00.',
    });
    expect(messages(schema, { typeId: '7', amount: '', mccGroupId: '', contactIds: [] })).toEqual({
      mccGroupId: 'Choose the merchant category group to block.',
    });
    expect(messages(schema, { typeId: '10', amount: 'ignored', mccGroupId: '', contactIds: [] })).toEqual({});
  });
  it('sends only the attributes of the type, as numbers', () => {
    expect(controlBody({ typeId: '1', amount: '$2,500.50', mccGroupId: '9', contactIds: ['5', '6'] }, TYPES[0]!)).toEqual({
      spendControlAlertTypeId: 1,
      controlAttributes: { amount: 2500.5 },
      contactIds: [5, 6],
    });
    expect(controlBody({ typeId: '7', amount: '10', mccGroupId: '9', contactIds: [] }, TYPES[1]!)).toEqual({
      spendControlAlertTypeId: 7,
      controlAttributes: { mccGroupId: 9 },
      contactIds: [],
    });
  });
  it('starts from a control’s settings', () => {
    expect(controlFormValues({ spendControlAlertTypeId: 8, controlAttributes: { amount: 250 }, contactIds: [3] })).toEqual({
      typeId: '8',
      amount: '250.00',
      mccGroupId: '',
      contactIds: ['3'],
    });
  });
});

describe('control words', () => {
  const groups = (id: number) => (id === 15 ? 'Gambling' : undefined);
  it('says what a control does', () => {
    expect(describeSettings({ spendControlAlertTypeId: 8, controlAttributes: { amount: 1400.5 } }, groups)).toBe(
      'Up to $1,400.50 a purchase',
    );
    expect(describeSettings({ spendControlAlertTypeId: 9, controlAttributes: { amount: 300 } }, groups)).toBe('Up to $300.00 a day');
    expect(describeSettings({ spendControlAlertTypeId: 7, controlAttributes: { mccGroupId: 15 } }, groups)).toBe('Blocks “Gambling”');
    expect(describeSettings({ spendControlAlertTypeId: 7, controlAttributes: { mccGroupId: 99 } }, groups)).toBe(
      'Blocks group 99 (no longer available)',
    );
    expect(describeSettings({ spendControlAlertTypeId: 10, controlAttributes: {} }, groups)).toBe('—');
  });
  it('names the contacts and counts an account’s controls', () => {
    const contacts = [
      { contactId: 1, name: 'Ana Ruiz', type: 'EMAIL' as const, value: 'a@x' },
      { contactId: 2, name: 'Ben Cho', type: 'SMS' as const, value: '555' },
    ];
    expect(contactsText([2, 1, 7], contacts)).toBe('Ben Cho (text), Ana Ruiz (email), Contact 7');
    expect(contactsText([], contacts)).toBe('No one');
    expect(countText([{ status: 'On' }, { status: 'Off' }])).toBe('2 (1 paused)');
    expect(countText([])).toBe('None');
  });
});

describe('the merchant category group form', () => {
  const known = ['5812', '5813', '5814', '7995'];
  const schema = mccGroupFormSchema(known);
  it('puts each range problem beside its field, with the platform’s own rule', () => {
    const value = {
      name: ' ',
      description: '',
      ranges: [
        { startMccCode: '5814', endMccCode: '5812' },
        { startMccCode: '12', endMccCode: '1234' },
        { startMccCode: '1000', endMccCode: '1999' },
      ],
    };
    expect(messages(schema, value)).toEqual({
      name: 'Enter a name for the group.',
      'ranges.0.endMccCode': 'The range ends before it starts: 5812 is lower than 5814.',
      'ranges.1.startMccCode': 'Enter a four-digit code, like 5812.',
      'ranges.2.startMccCode': 'No merchant category code falls in 1000–1999.',
    });
    expect(messages(schema, { name: 'Coffee', description: '', ranges: [] })).toEqual({ ranges: 'Add at least one range of codes.' });
    expect(messages(schema, { name: 'Coffee', description: '', ranges: [{ startMccCode: '7995', endMccCode: '7995' }] })).toEqual({});
  });
  it('is the rule the platform applies', () => {
    expect(mccRangeProblems([{ startMccCode: '1234', endMccCode: '1234' }], known)).toEqual([
      { index: 0, field: 'startMccCode', message: '1234 is not a merchant category code.' },
    ]);
  });
  it('lists the known codes a range covers', () => {
    const codes = new Map([
      ['5814', 'Fast Food'],
      ['5812', 'Restaurants'],
      ['7995', 'Betting'],
    ]);
    expect(codesInRange(codes, '5800', '5899')).toEqual([
      ['5812', 'Restaurants'],
      ['5814', 'Fast Food'],
    ]);
    expect(codesInRange(codes, '5899', '5800')).toEqual([]);
    expect(rangeText({ startMccCode: '7995', endMccCode: '7995' })).toBe('7995');
    expect(rangeText({ startMccCode: '5811', endMccCode: '5814' })).toBe('5811–5814');
  });
});

describe('fleet words', () => {
  const codes = {
    companyId: 1,
    accountEntityId: 2,
    vehicleNumber: 'VH-1',
    driverIdRequired: true,
    odometerRequired: true,
    fuelOnly: false,
    codes: [
      { codeType: 'VEHICLE' as const, code: 'VH-1', description: 'Ram 2500' },
      { codeType: 'DRIVER' as const, code: '4821', description: 'Jo Diaz' },
    ],
  };
  it('reads a card’s codes', () => {
    expect(vehicleText(codes)).toBe('VH-1, Ram 2500');
    expect(driverText(codes)).toBe('4821, Jo Diaz');
    expect(promptsText(codes)).toBe('Asks for driver ID and odometer');
    expect(promptsText({ ...codes, driverIdRequired: false, odometerRequired: false, fuelOnly: true })).toBe('Asks for nothing; fuel only');
    expect(fleetFormValues(codes)).toEqual({
      vehicle: { code: 'VH-1', description: 'Ram 2500' },
      driver: { code: '4821', description: 'Jo Diaz' },
      prompts: { driverIdRequired: true, odometerRequired: true, fuelOnly: false },
    });
  });
});
