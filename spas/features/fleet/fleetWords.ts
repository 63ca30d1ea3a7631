import type { FleetCodes } from './api/fleetCodes.js';

const codeOf = (c: FleetCodes, type: 'VEHICLE' | 'DRIVER') => c.codes.find((x) => x.codeType === type);

/** "VH-1234, Ford F-150". */
export function vehicleText(c: FleetCodes): string {
  const v = codeOf(c, 'VEHICLE');
  return v ? [v.code, v.description].filter(Boolean).join(', ') : c.vehicleNumber;
}

/** "4821, Jane Doe". */
export function driverText(c: FleetCodes): string {
  const d = codeOf(c, 'DRIVER');
  return d ? [d.code, d.description].filter(Boolean).join(', ') : '—';
}

/** What the pump asks and what the card buys: "Driver ID, odometer; fuel only". */
export function promptsText(c: FleetCodes): string {
  const asks = [c.driverIdRequired ? 'driver ID' : '', c.odometerRequired ? 'odometer' : ''].filter(Boolean);
  const first = asks.length ? `Asks for ${asks.join(' and ')}` : 'Asks for nothing';
  return `${first}${c.fuelOnly ? '; fuel only' : ''}`;
}

/** The form's starting values from a card's codes. */
export function fleetFormValues(c: FleetCodes) {
  const v = codeOf(c, 'VEHICLE');
  const d = codeOf(c, 'DRIVER');
  return {
    vehicle: { code: v?.code ?? c.vehicleNumber, description: v?.description ?? '' },
    driver: { code: d?.code ?? '', description: d?.description ?? '' },
    prompts: { driverIdRequired: c.driverIdRequired, odometerRequired: c.odometerRequired, fuelOnly: c.fuelOnly },
  };
}
