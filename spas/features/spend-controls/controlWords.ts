import type { AlertType, Contact, Control } from '../../../shared/contract/spendControls.js';
import { formatMoney } from '../../../shared/format/format.js';

/** What a control's settings mean, in words: "Over $500.00", "Blocks “Gambling”", "Up to $300.00 a day". */
export function describeSettings(
  c: Pick<Control, 'spendControlAlertTypeId' | 'controlAttributes'>,
  groupName: (id: number) => string | undefined,
): string {
  const amount = c.controlAttributes.amount;
  const money = amount === undefined ? '' : formatMoney(Number(amount));
  switch (c.spendControlAlertTypeId) {
    case 1:
      return `Over ${money}`;
    case 6:
      return `Balance over ${money}`;
    case 7: {
      const id = Number(c.controlAttributes.mccGroupId);
      const name = groupName(id);
      return name ? `Blocks “${name}”` : `Blocks group ${id} (no longer available)`;
    }
    case 8:
      return `Up to ${money} a purchase`;
    case 9:
      return `Up to ${money} a day`;
    default:
      return money ? money : '—';
  }
}

export const kindLabel = (kind: AlertType['kind']): string => (kind === 'ALERT' ? 'Alert' : 'Control');
export const statusLabel = (status: Control['status']): string => (status === 'On' ? 'On' : 'Paused');

/** The contacts a control alerts, by name and channel ("Ana Ruiz (email), Ben Cho (text)"); "No one" when none. */
export function contactsText(ids: readonly number[], contacts: readonly Contact[]): string {
  if (!ids.length) return 'No one';
  return ids
    .map((id) => contacts.find((c) => c.contactId === id))
    .map((c, i) => (c ? `${c.name} (${c.type === 'EMAIL' ? 'email' : 'text'})` : `Contact ${ids[i]}`))
    .join(', ');
}

/** "3 (1 paused)", "1", "None": an account's alerts and controls at a glance. */
export function countText(controls: readonly Pick<Control, 'status'>[]): string {
  if (!controls.length) return 'None';
  const paused = controls.filter((c) => c.status === 'Off').length;
  return paused ? `${controls.length} (${paused} paused)` : String(controls.length);
}

/** The review of one alert or control's settings: what it is, what it does, who is told. */
export function settingsRows(
  type: Pick<AlertType, 'spendControlAlertTypeId' | 'name' | 'kind'>,
  body: { controlAttributes: Control['controlAttributes']; contactIds: readonly number[] },
  groupName: (id: number) => string | undefined,
  contacts: readonly Contact[],
): [string, string][] {
  return [
    [kindLabel(type.kind), type.name],
    [
      'Settings',
      describeSettings({ spendControlAlertTypeId: type.spendControlAlertTypeId, controlAttributes: body.controlAttributes }, groupName),
    ],
    [type.kind === 'ALERT' ? 'Alerts go to' : 'Declines are told to', contactsText(body.contactIds, contacts)],
  ];
}
