import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleSession, type IdleSessionOptions } from '../../../shared/session/idle/index.js';
import { MINUTE, SECOND } from './fakes.js';

const T0 = Date.UTC(2026, 10, 20, 9, 0, 0);

function setup(extra: Partial<IdleSessionOptions> = {}) {
  const onLogout = vi.fn();
  const keepAlive = vi.fn(() => Promise.resolve({ success: true }));
  const win = new EventTarget();
  const doc = new EventTarget();
  const session = createIdleSession({ onLogout, keepAlive, activityTarget: win, visibilityTarget: doc, ...extra });
  const fire = (type: string) => win.dispatchEvent(new Event(type));
  return { session, onLogout, keepAlive, win, doc, fire };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('idle session: countdown', () => {
  it('is active until 14 idle minutes, then warns with 60 seconds', () => {
    const { session } = setup();
    vi.advanceTimersByTime(14 * MINUTE - 1);
    expect(session.state.value).toEqual({ status: 'active' });
    vi.advanceTimersByTime(1);
    expect(session.state.value).toEqual({ status: 'warning', secondsLeft: 60 });
    session.dispose();
  });

  it('counts down every second to 1, shows expired for 3 s, then logs out once', () => {
    const { session, onLogout } = setup();
    const seen: number[] = [];
    const unsubscribe = session.state.subscribe((s) => {
      if (s.status === 'warning') seen.push(s.secondsLeft);
    });
    vi.advanceTimersByTime(15 * MINUTE - 1);
    expect(seen).toEqual(Array.from({ length: 60 }, (_, i) => 60 - i));
    expect(session.state.value).toEqual({ status: 'warning', secondsLeft: 1 });
    vi.advanceTimersByTime(1);
    expect(session.state.value).toEqual({ status: 'expired' });
    vi.advanceTimersByTime(3 * SECOND - 1);
    expect(session.state.value).toEqual({ status: 'expired' });
    expect(onLogout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(onLogout).toHaveBeenCalledWith('expired');
    expect(session.state.value).toEqual({ status: 'loggedOut' });
    vi.advanceTimersByTime(60 * MINUTE);
    expect(onLogout).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('Continue Working dismisses the warning and restarts the full 14 minutes', () => {
    const { session, onLogout } = setup();
    vi.advanceTimersByTime(14 * MINUTE + 40 * SECOND);
    expect(session.state.value).toEqual({ status: 'warning', secondsLeft: 20 });
    session.continueWorking();
    expect(session.state.value).toEqual({ status: 'active' });
    expect(session.lastActivity.value).toBe(T0 + 14 * MINUTE + 40 * SECOND);
    vi.advanceTimersByTime(14 * MINUTE - 1);
    expect(session.state.value).toEqual({ status: 'active' });
    vi.advanceTimersByTime(1);
    expect(session.state.value).toEqual({ status: 'warning', secondsLeft: 60 });
    expect(onLogout).not.toHaveBeenCalled();
    session.dispose();
  });

  it('Continue Working after zero does not bring the session back', () => {
    const { session, onLogout } = setup();
    vi.advanceTimersByTime(15 * MINUTE + SECOND);
    session.continueWorking();
    expect(session.state.value).toEqual({ status: 'expired' });
    vi.advanceTimersByTime(2 * SECOND);
    expect(onLogout).toHaveBeenCalledWith('expired');
  });

  it('Log Off logs out at once', () => {
    const { session, onLogout } = setup();
    vi.advanceTimersByTime(14 * MINUTE + 5 * SECOND);
    session.logOff();
    expect(onLogout).toHaveBeenCalledWith('logOff');
    expect(session.state.value).toEqual({ status: 'loggedOut' });
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});

describe('idle session: interrupts', () => {
  it.each(['mousemove', 'mousedown', 'keydown', 'touchstart', 'scroll', 'wheel'])('%s restarts idle tracking', (type) => {
    const { session, fire } = setup();
    vi.advanceTimersByTime(10 * MINUTE);
    fire(type);
    vi.advanceTimersByTime(SECOND);
    expect(session.lastActivity.value).toBe(T0 + 10 * MINUTE);
    vi.advanceTimersByTime(13 * MINUTE);
    expect(session.state.value).toEqual({ status: 'active' });
    session.dispose();
  });

  it('debounces: many events within 1 s make one restart, after 1 s', () => {
    const { session, fire } = setup();
    const restarts: number[] = [];
    const unsubscribe = session.lastActivity.subscribe((v) => restarts.push(v));
    restarts.length = 0;
    vi.advanceTimersByTime(5 * MINUTE);
    for (let i = 0; i < 10; i++) {
      fire('mousemove');
      vi.advanceTimersByTime(90);
    }
    expect(restarts).toEqual([]); // 900 ms in: nothing yet
    vi.advanceTimersByTime(100);
    expect(restarts).toHaveLength(1);
    // the restart is dated by the latest event, not by the end of the debounce
    expect(restarts[0]).toBe(T0 + 5 * MINUTE + 810);
    vi.advanceTimersByTime(5 * SECOND);
    expect(restarts).toHaveLength(1);
    unsubscribe();
    session.dispose();
  });

  it('continuous activity still restarts at least once a second', () => {
    const { session, fire } = setup();
    const restarts: number[] = [];
    const unsubscribe = session.lastActivity.subscribe((v) => restarts.push(v));
    restarts.length = 0;
    for (let i = 0; i < 50; i++) {
      fire('scroll');
      vi.advanceTimersByTime(100);
    }
    expect(restarts).toHaveLength(5);
    unsubscribe();
    session.dispose();
  });

  it('ignores interrupts while the dialog is up: only its buttons restart', () => {
    const { session, fire } = setup();
    vi.advanceTimersByTime(14 * MINUTE + 10 * SECOND);
    fire('mousemove');
    fire('keydown');
    vi.advanceTimersByTime(2 * SECOND);
    expect(session.state.value).toEqual({ status: 'warning', secondsLeft: 48 });
    session.dispose();
  });

  it('stops listening once logged out', () => {
    const { session, fire, onLogout } = setup();
    session.logOff();
    fire('mousemove');
    vi.advanceTimersByTime(20 * MINUTE);
    expect(session.lastActivity.value).toBe(T0);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});

describe('idle session: window focus', () => {
  it('regaining focus before 15.01 minutes restarts idle tracking (even with the dialog up)', () => {
    const { session, win, onLogout } = setup();
    vi.advanceTimersByTime(14 * MINUTE + 30 * SECOND);
    expect(session.state.value.status).toBe('warning');
    win.dispatchEvent(new Event('focus'));
    expect(session.state.value).toEqual({ status: 'active' });
    expect(session.lastActivity.value).toBe(T0 + 14 * MINUTE + 30 * SECOND);
    expect(onLogout).not.toHaveBeenCalled();
    session.dispose();
  });

  it('regaining focus 15.01 minutes after the last activity logs out at once', () => {
    // A background tab whose timers did not run: the clock moves, no timer fires.
    const { session, win, onLogout } = setup();
    vi.setSystemTime(T0 + 15.01 * MINUTE);
    win.dispatchEvent(new Event('focus'));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(onLogout).toHaveBeenCalledWith('focus');
    expect(session.state.value).toEqual({ status: 'loggedOut' });
  });

  it('focus after zero but before 15.01 minutes does not undo the expiry (logout follows at 15:03)', () => {
    const { session, win, onLogout } = setup();
    vi.setSystemTime(T0 + 15.01 * MINUTE - 1);
    // timers throttled: state still says active, the wall clock says past zero → expired is latched
    win.dispatchEvent(new Event('focus'));
    expect(onLogout).not.toHaveBeenCalled();
    expect(session.state.value).toEqual({ status: 'expired' });
    session.dispose();
  });
});

describe('idle session: sleep and wake (wall clock, not tick counts)', () => {
  it('a clock jump of 16 minutes then one tick logs out', () => {
    const { session, onLogout } = setup();
    vi.setSystemTime(T0 + 16 * MINUTE);
    expect(session.state.value).toEqual({ status: 'active' }); // nothing ran yet
    vi.advanceTimersToNextTimer();
    expect(onLogout).toHaveBeenCalledWith('expired');
    expect(session.state.value).toEqual({ status: 'loggedOut' });
  });

  it('waking 14.5 minutes in shows the dialog with 30 seconds left (on visibility change)', () => {
    const { session, doc } = setup();
    vi.setSystemTime(T0 + 14.5 * MINUTE);
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(session.state.value).toEqual({ status: 'warning', secondsLeft: 30 });
    session.dispose();
  });

  it('a late timer (throttled tab) lands on the wall-clock second, not the tick count', () => {
    const { session } = setup();
    vi.advanceTimersByTime(14 * MINUTE); // 60 s
    vi.setSystemTime(T0 + 14 * MINUTE + 45 * SECOND); // 45 s passed without ticks
    vi.advanceTimersToNextTimer(); // the next timer was due 1 s later: 46 s passed
    expect(session.state.value).toEqual({ status: 'warning', secondsLeft: 14 });
    session.dispose();
  });
});

describe('idle session: keep-alive', () => {
  const keepActive = (fire: (type: string) => void, ms: number) => {
    for (let t = 0; t < ms; t += 10 * SECOND) {
      fire('mousemove');
      vi.advanceTimersByTime(10 * SECOND);
    }
  };

  it('20 active minutes → 4 keep-alives, one every 5 minutes', () => {
    const { session, fire, keepAlive } = setup();
    const at: number[] = [];
    keepAlive.mockImplementation(() => {
      at.push(Date.now() - T0);
      return Promise.resolve({ success: true });
    });
    keepActive(fire, 20 * MINUTE);
    expect(keepAlive).toHaveBeenCalledTimes(4);
    expect(at).toEqual([5 * MINUTE, 10 * MINUTE, 15 * MINUTE, 20 * MINUTE]);
    session.dispose();
  });

  it('20 idle minutes → no keep-alive after the idle point (and none at all without activity)', () => {
    const { keepAlive, onLogout } = setup();
    vi.advanceTimersByTime(20 * MINUTE);
    expect(keepAlive).not.toHaveBeenCalled();
    expect(onLogout).toHaveBeenCalledWith('expired');
  });

  it('after activity stops, at most one keep-alive covers it and none follow the idle point', () => {
    const { session, fire, keepAlive } = setup();
    keepActive(fire, 7 * MINUTE); // pings at 5
    expect(keepAlive).toHaveBeenCalledTimes(1);
    const lastActivity = session.lastActivity.value;
    vi.advanceTimersByTime(lastActivity + 14 * MINUTE - Date.now());
    expect(session.state.value.status).toBe('warning');
    expect(keepAlive).toHaveBeenCalledTimes(2); // the ping at 10 minutes for the activity up to ~7
    vi.advanceTimersByTime(20 * MINUTE);
    expect(keepAlive).toHaveBeenCalledTimes(2);
  });

  it('a rejected keep-alive does not break the timers', async () => {
    const { session, fire, keepAlive } = setup();
    keepAlive.mockImplementation(() => Promise.reject(new Error('offline')));
    keepActive(fire, 11 * MINUTE);
    await Promise.resolve();
    expect(keepAlive).toHaveBeenCalledTimes(2);
    expect(session.state.value.status).toBe('active');
    session.dispose();
  });

  it('Continue Working long after the last ping sends one at once', () => {
    const { session, keepAlive } = setup();
    vi.advanceTimersByTime(14 * MINUTE + 20 * SECOND);
    session.continueWorking();
    vi.advanceTimersByTime(0);
    expect(keepAlive).toHaveBeenCalledTimes(1);
    session.dispose();
  });
});

describe('idle session: notifyLoggedOut and dispose', () => {
  it('notifyLoggedOut stops everything without calling onLogout', () => {
    const { session, onLogout, keepAlive, fire } = setup();
    session.notifyLoggedOut();
    fire('mousemove');
    vi.advanceTimersByTime(30 * MINUTE);
    expect(onLogout).not.toHaveBeenCalled();
    expect(keepAlive).not.toHaveBeenCalled();
    expect(session.state.value).toEqual({ status: 'loggedOut' });
  });
  it('dispose leaves no timers behind', () => {
    const { session } = setup();
    session.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});
