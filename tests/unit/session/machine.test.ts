import { describe, expect, it } from 'vitest';
import {
  COUNTDOWN_MS,
  EXPIRED_DISPLAY_MS,
  IDLE_LIMIT_MS,
  INTERRUPT_DEBOUNCE_MS,
  KEEPALIVE_MS,
  LOGOUT_AFTER_MS,
  countdownAnnouncement,
  idleStateAt,
  nextChangeAt,
  secondsLeftTitle,
} from '../../../shared/session/idle/index.js';
import { MINUTE, SECOND } from './fakes.js';

describe('idle constants (docs/requirements.md#spec-9-constants)', () => {
  it('match the specification', () => {
    expect(IDLE_LIMIT_MS).toBe(14 * MINUTE);
    expect(LOGOUT_AFTER_MS).toBe(15.01 * MINUTE);
    expect(COUNTDOWN_MS).toBe(60 * SECOND);
    expect(EXPIRED_DISPLAY_MS).toBe(3 * SECOND);
    expect(KEEPALIVE_MS).toBe(5 * MINUTE);
    expect(INTERRUPT_DEBOUNCE_MS).toBe(SECOND);
  });
});

describe('idleStateAt (pure, wall clock)', () => {
  const t0 = Date.UTC(2026, 0, 1, 12);
  it('is active before 14 minutes', () => {
    expect(idleStateAt(t0, t0)).toEqual({ status: 'active' });
    expect(idleStateAt(t0, t0 + 14 * MINUTE - 1)).toEqual({ status: 'active' });
  });
  it('warns with 60 seconds left at exactly 14 minutes, counting down to 1', () => {
    expect(idleStateAt(t0, t0 + 14 * MINUTE)).toEqual({ status: 'warning', secondsLeft: 60 });
    expect(idleStateAt(t0, t0 + 14 * MINUTE + 1)).toEqual({ status: 'warning', secondsLeft: 60 });
    expect(idleStateAt(t0, t0 + 14 * MINUTE + 1000)).toEqual({ status: 'warning', secondsLeft: 59 });
    expect(idleStateAt(t0, t0 + 14 * MINUTE + 30_500)).toEqual({ status: 'warning', secondsLeft: 30 });
    expect(idleStateAt(t0, t0 + 15 * MINUTE - 1)).toEqual({ status: 'warning', secondsLeft: 1 });
  });
  it('is expired for 3 seconds from 15 minutes, then logged out', () => {
    expect(idleStateAt(t0, t0 + 15 * MINUTE)).toEqual({ status: 'expired' });
    expect(idleStateAt(t0, t0 + 15 * MINUTE + 2999)).toEqual({ status: 'expired' });
    expect(idleStateAt(t0, t0 + 15 * MINUTE + 3000)).toEqual({ status: 'loggedOut' });
    expect(idleStateAt(t0, t0 + 3 * 60 * MINUTE)).toEqual({ status: 'loggedOut' });
  });
  it('treats activity in the future (another tab’s clock a little ahead) as now', () => {
    expect(idleStateAt(t0 + 5000, t0)).toEqual({ status: 'active' });
  });
  it('nextChangeAt names the next boundary', () => {
    expect(nextChangeAt(t0, t0 + 5 * MINUTE)).toBe(t0 + 14 * MINUTE);
    expect(nextChangeAt(t0, t0 + 14 * MINUTE)).toBe(t0 + 14 * MINUTE + 1000);
    expect(nextChangeAt(t0, t0 + 14 * MINUTE + 59_400)).toBe(t0 + 15 * MINUTE);
    expect(nextChangeAt(t0, t0 + 15 * MINUTE)).toBe(t0 + 15 * MINUTE + 3000);
    expect(nextChangeAt(t0, t0 + 16 * MINUTE)).toBeNull();
  });
});

describe('dialog texts', () => {
  it('titles the dialog with the seconds left, singular for one', () => {
    expect(secondsLeftTitle(60)).toBe('60 seconds');
    expect(secondsLeftTitle(2)).toBe('2 seconds');
    expect(secondsLeftTitle(1)).toBe('1 second');
  });
  it('announces at 60, 30, 10 and 5…1 only', () => {
    const announced = Array.from({ length: 60 }, (_, i) => 60 - i).filter((s) => countdownAnnouncement(s) !== null);
    expect(announced).toEqual([60, 30, 10, 5, 4, 3, 2, 1]);
    expect(countdownAnnouncement(1)).toBe('You will be logged off in 1 second.');
    expect(countdownAnnouncement(30)).toBe('You will be logged off in 30 seconds.');
  });
});
