import { describe, expect, it } from 'vitest';
import { easternIsoDate, formatDateTime } from '../../../shared/format/format.js';

describe('easternIsoDate: the day an instant is shown on (America/New_York, docs/requirements.md#spec-9-constants)', () => {
  it('is the Eastern calendar day, the one formatDateTime shows, across midnight UTC and daylight saving', () => {
    expect(easternIsoDate('2026-03-05T02:30:00.000Z')).toBe('2026-03-04');
    expect(formatDateTime('2026-03-05T02:30:00.000Z')).toMatch(/^03\/04\/2026 /);
    expect(easternIsoDate('2026-03-05T05:00:00.000Z')).toBe('2026-03-05');
    // Summer (EDT, UTC-4): 03:59 UTC is still the day before, 04:00 UTC is the new day.
    expect(easternIsoDate('2026-07-10T03:59:59.000Z')).toBe('2026-07-09');
    expect(easternIsoDate('2026-07-10T04:00:00.000Z')).toBe('2026-07-10');
  });
  it('is null for something that is not an instant', () => {
    expect(easternIsoDate('not a date')).toBeNull();
  });
});
