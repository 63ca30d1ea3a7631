import type { MccGroupRecord } from './types.js';

type Range = [string, string];
const group = (mccGroupId: number, name: string, description: string, ranges: Range[]): MccGroupRecord => ({
  mccGroupId,
  name,
  description,
  provider: 'VISA',
  category: 'Standard',
  companyId: null,
  brand: null,
  mccCodeRanges: ranges.map(([startMccCode, endMccCode]) => ({ startMccCode, endMccCode })),
});

/** The platform's standard MCC groups (ISO 18245 ranges). */
export const STANDARD_MCC_GROUPS: MccGroupRecord[] = [
  group(1, 'Airlines', 'Airlines and air carriers', [
    ['3000', '3299'],
    ['4511', '4511'],
  ]),
  group(2, 'Car Rental', 'Car rental agencies', [
    ['3351', '3500'],
    ['7512', '7512'],
  ]),
  group(3, 'Lodging', 'Hotels, motels and resorts', [
    ['3501', '3999'],
    ['7011', '7011'],
  ]),
  group(4, 'Restaurants', 'Eating places, bars and fast food', [['5811', '5814']]),
  group(5, 'Fuel', 'Service stations and fuel dispensers', [
    ['5541', '5542'],
    ['5983', '5983'],
  ]),
  group(6, 'Groceries', 'Grocery stores and supermarkets', [
    ['5411', '5411'],
    ['5422', '5499'],
  ]),
  group(7, 'Cash', 'Cash disbursements and quasi-cash', [
    ['6010', '6012'],
    ['6050', '6051'],
  ]),
  group(8, 'Entertainment', 'Theaters, attractions and recreation', [['7832', '7999']]),
  group(9, 'Medical', 'Doctors, dentists, hospitals', [['8011', '8099']]),
  group(10, 'Government', 'Government services, fines and taxes', [['9211', '9402']]),
  group(11, 'Office Supplies', 'Stationery and office supply', [
    ['5111', '5111'],
    ['5943', '5943'],
  ]),
  group(12, 'Travel Services', 'Travel agencies, rail, bus, tolls and parking', [
    ['4011', '4131'],
    ['4722', '4789'],
    ['7523', '7523'],
  ]),
  group(13, 'Vehicle Maintenance', 'Auto parts, tires, repair and car washes', [
    ['5531', '5533'],
    ['7531', '7549'],
  ]),
  group(14, 'Liquor and Bars', 'Package stores and drinking places', [
    ['5813', '5813'],
    ['5921', '5921'],
  ]),
  group(15, 'Gambling', 'Betting, lottery and casino gaming', [['7995', '7995']]),
];
