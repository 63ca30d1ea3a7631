import type { AlertType } from '../../../shared/contract/spendControls.js';

/** The platform's catalogue of spend alert and control types. */
export const ALERT_TYPES: AlertType[] = [
  { spendControlAlertTypeId: 1, name: 'Transaction Over Amount', description: 'Alert when a transaction exceeds an amount.', kind: 'ALERT', accountTypes: ['CONSUMER', 'COMMERCIAL'], attributes: ['amount'] },
  { spendControlAlertTypeId: 2, name: 'International Transaction', description: 'Alert on transactions outside the United States.', kind: 'ALERT', accountTypes: ['CONSUMER', 'COMMERCIAL'], attributes: [] },
  { spendControlAlertTypeId: 3, name: 'Card Not Present', description: 'Alert on online, phone and mail-order transactions.', kind: 'ALERT', accountTypes: ['CONSUMER', 'COMMERCIAL'], attributes: [] },
  { spendControlAlertTypeId: 4, name: 'Declined Transaction', description: 'Alert when a transaction is declined.', kind: 'ALERT', accountTypes: ['CONSUMER', 'COMMERCIAL'], attributes: [] },
  { spendControlAlertTypeId: 5, name: 'Payment Posted', description: 'Alert when a payment posts to the account.', kind: 'ALERT', accountTypes: ['CONSUMER'], attributes: [] },
  { spendControlAlertTypeId: 6, name: 'Balance Over Amount', description: 'Alert when the balance exceeds an amount.', kind: 'ALERT', accountTypes: ['CONSUMER', 'COMMERCIAL'], attributes: ['amount'] },
  { spendControlAlertTypeId: 7, name: 'Block Merchant Category Group', description: 'Decline transactions in an MCC group.', kind: 'CONTROL', accountTypes: ['CONSUMER', 'COMMERCIAL'], attributes: ['mccGroupId'] },
  { spendControlAlertTypeId: 8, name: 'Per Transaction Limit', description: 'Decline transactions over an amount.', kind: 'CONTROL', accountTypes: ['CONSUMER', 'COMMERCIAL'], attributes: ['amount'] },
  { spendControlAlertTypeId: 9, name: 'Daily Spend Limit', description: 'Decline once daily spend exceeds an amount.', kind: 'CONTROL', accountTypes: ['COMMERCIAL'], attributes: ['amount'] },
  { spendControlAlertTypeId: 10, name: 'Block International', description: 'Decline transactions outside the United States.', kind: 'CONTROL', accountTypes: ['CONSUMER', 'COMMERCIAL'], attributes: [] },
  { spendControlAlertTypeId: 11, name: 'Block Cash Advances', description: 'Decline ATM and cash disbursements.', kind: 'CONTROL', accountTypes: ['COMMERCIAL'], attributes: [] },
  { spendControlAlertTypeId: 12, name: 'Fuel Only', description: 'Allow only fuel and vehicle maintenance merchants.', kind: 'CONTROL', accountTypes: ['COMMERCIAL'], attributes: [] },
];

export const alertTypeById = (id: number): AlertType | undefined => ALERT_TYPES.find((t) => t.spendControlAlertTypeId === id);
