import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleSession, isIdleMessage } from '../../../shared/session/idle/index.js';
import { createStorageChannel, type TabChannel } from '../../../shared/session/tabChannel.js';
import { createChannelHub, MINUTE, SECOND } from './fakes.js';

const T0 = Date.UTC(2026, 10, 20, 9, 0, 0);

function tab(id: string, channel: TabChannel) {
  const onLogout = vi.fn();
  const onRemoteLogout = vi.fn();
  const keepAlive = vi.fn(() => Promise.resolve({ success: true }));
  const win = new EventTarget();
  const session = createIdleSession({ id, channel, onLogout, onRemoteLogout, keepAlive, activityTarget: win });
  return { session, onLogout, onRemoteLogout, keepAlive, fire: (type: string) => win.dispatchEvent(new Event(type)) };
}

function twoTabs() {
  const hub = createChannelHub();
  return { hub, a: tab('a', hub.endpoint()), b: tab('b', hub.endpoint()) };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('idle session across tabs (shared channel)', () => {
  it('both tabs warn together with 60 seconds and count down in step', () => {
    const { a, b } = twoTabs();
    vi.advanceTimersByTime(14 * MINUTE);
    expect(a.session.state.value).toEqual({ status: 'warning', secondsLeft: 60 });
    expect(b.session.state.value).toEqual({ status: 'warning', secondsLeft: 60 });
    vi.advanceTimersByTime(59 * SECOND);
    expect(a.session.state.value).toEqual({ status: 'warning', secondsLeft: 1 });
    expect(b.session.state.value).toEqual({ status: 'warning', secondsLeft: 1 });
    a.session.dispose();
    b.session.dispose();
  });

  it('Continue Working in tab B dismisses the dialog in tab A', () => {
    const { a, b } = twoTabs();
    vi.advanceTimersByTime(14 * MINUTE + 30 * SECOND);
    expect(a.session.state.value.status).toBe('warning');
    b.session.continueWorking();
    expect(a.session.state.value).toEqual({ status: 'active' });
    expect(b.session.state.value).toEqual({ status: 'active' });
    expect(a.session.lastActivity.value).toBe(b.session.lastActivity.value);
    vi.advanceTimersByTime(14 * MINUTE);
    expect(a.session.state.value).toEqual({ status: 'warning', secondsLeft: 60 });
    expect(b.session.state.value).toEqual({ status: 'warning', secondsLeft: 60 });
    a.session.dispose();
    b.session.dispose();
  });

  it('activity in one tab keeps the other tab from warning (the latest activity wins)', () => {
    const { a, b } = twoTabs();
    vi.advanceTimersByTime(10 * MINUTE);
    a.fire('keydown');
    vi.advanceTimersByTime(SECOND);
    vi.advanceTimersByTime(5 * MINUTE);
    expect(b.session.state.value).toEqual({ status: 'active' });
    expect(b.session.lastActivity.value).toBe(T0 + 10 * MINUTE);
    a.session.dispose();
    b.session.dispose();
  });

  it('an older activity message does not move the clock back', () => {
    const { hub, a } = twoTabs();
    const outsider = hub.endpoint();
    vi.advanceTimersByTime(5 * MINUTE);
    a.session.continueWorking();
    outsider.post({ type: 'activity', at: T0 + MINUTE, from: 'z' });
    expect(a.session.lastActivity.value).toBe(T0 + 5 * MINUTE);
    a.session.dispose();
  });

  it('Log Off in one tab logs out all tabs; only that tab calls the store logout', () => {
    const { a, b } = twoTabs();
    vi.advanceTimersByTime(14 * MINUTE + 10 * SECOND);
    a.session.logOff();
    expect(a.onLogout).toHaveBeenCalledWith('logOff');
    expect(b.session.state.value).toEqual({ status: 'loggedOut' });
    expect(b.onRemoteLogout).toHaveBeenCalledTimes(1);
    expect(b.onLogout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30 * MINUTE);
    expect(b.onLogout).not.toHaveBeenCalled();
    expect(a.onLogout).toHaveBeenCalledTimes(1);
  });

  it('at the end of the countdown exactly one tab logs out and the others follow', () => {
    const { a, b } = twoTabs();
    vi.advanceTimersByTime(15 * MINUTE);
    expect(a.session.state.value).toEqual({ status: 'expired' });
    expect(b.session.state.value).toEqual({ status: 'expired' });
    vi.advanceTimersByTime(3 * SECOND);
    expect(a.onLogout.mock.calls.length + b.onLogout.mock.calls.length).toBe(1);
    expect(a.session.state.value).toEqual({ status: 'loggedOut' });
    expect(b.session.state.value).toEqual({ status: 'loggedOut' });
  });

  it('if the tab that should log out was closed, another tab does it after a short grace', () => {
    const { a, b } = twoTabs();
    vi.advanceTimersByTime(5 * MINUTE);
    a.session.continueWorking(); // A owns the latest activity
    a.session.dispose(); // …and is closed
    vi.advanceTimersByTime(15 * MINUTE + 3 * SECOND);
    expect(b.onLogout).not.toHaveBeenCalled();
    expect(b.session.state.value).toEqual({ status: 'expired' });
    vi.advanceTimersByTime(2 * SECOND);
    expect(b.onLogout).toHaveBeenCalledWith('expired');
  });

  it('notifyLoggedOut (store logout) stops a tab without broadcasting a second logout', () => {
    const { hub, a, b } = twoTabs();
    a.session.notifyLoggedOut();
    expect(hub.log.some((m) => m.type === 'loggedOut')).toBe(false);
    expect(b.session.state.value).toEqual({ status: 'active' });
    b.session.notifyLoggedOut();
    vi.advanceTimersByTime(30 * MINUTE);
    expect(a.onLogout).not.toHaveBeenCalled();
    expect(b.onLogout).not.toHaveBeenCalled();
  });

  it('keep-alive is sent by one tab for both: 20 active minutes across two tabs → 4, not 8', () => {
    const { a, b } = twoTabs();
    for (let t = 0; t < 20 * MINUTE; t += 10 * SECOND) {
      (t % (20 * SECOND) === 0 ? a : b).fire('mousemove');
      vi.advanceTimersByTime(10 * SECOND);
    }
    expect(a.keepAlive.mock.calls.length + b.keepAlive.mock.calls.length).toBe(4);
    a.session.dispose();
    b.session.dispose();
  });

  it('keep-alive: a tab with activity sends it if the tab with the latest activity was closed', () => {
    const { a, b } = twoTabs();
    vi.advanceTimersByTime(MINUTE);
    b.fire('mousemove');
    vi.advanceTimersByTime(SECOND);
    vi.advanceTimersByTime(MINUTE);
    a.fire('mousemove');
    vi.advanceTimersByTime(SECOND);
    a.session.dispose();
    vi.advanceTimersByTime(5 * MINUTE);
    expect(a.keepAlive).not.toHaveBeenCalled();
    expect(b.keepAlive).toHaveBeenCalledTimes(1);
    b.session.dispose();
  });
});

describe('localStorage fallback channel', () => {
  function storageHub() {
    const windows: EventTarget[] = [];
    const values = new Map<string, string>();
    function tabWindow() {
      const win = new EventTarget();
      windows.push(win);
      const storage = {
        setItem(key: string, value: string) {
          const old = values.get(key) ?? null;
          values.set(key, value);
          for (const other of windows) {
            if (other === win) continue;
            const event = Object.assign(new Event('storage'), { key, newValue: value, oldValue: old });
            other.dispatchEvent(event);
          }
        },
      };
      return createStorageChannel(storage, win as unknown as Parameters<typeof createStorageChannel>[1], 'session-idle');
    }
    return { tabWindow, values };
  }

  it('carries the shared countdown and Continue Working between tabs', () => {
    const hub = storageHub();
    const a = tab('a', hub.tabWindow());
    const b = tab('b', hub.tabWindow());
    vi.advanceTimersByTime(14 * MINUTE);
    expect(a.session.state.value).toEqual({ status: 'warning', secondsLeft: 60 });
    expect(b.session.state.value).toEqual({ status: 'warning', secondsLeft: 60 });
    a.session.continueWorking();
    expect(b.session.state.value).toEqual({ status: 'active' });
    b.session.logOff();
    expect(a.session.state.value).toEqual({ status: 'loggedOut' });
    expect(a.onRemoteLogout).toHaveBeenCalledTimes(1);
    expect(JSON.parse(hub.values.get('session-idle') ?? '{}')).toMatchObject({ message: { type: 'loggedOut', from: 'b' } });
  });

  it('ignores other keys and malformed values', () => {
    const listener = vi.fn();
    const win = new EventTarget();
    const channel = createStorageChannel({ setItem() {} }, win as unknown as Parameters<typeof createStorageChannel>[1], 'session-idle');
    channel.subscribe(listener);
    win.dispatchEvent(Object.assign(new Event('storage'), { key: 'other', newValue: '{}' }));
    win.dispatchEvent(Object.assign(new Event('storage'), { key: 'session-idle', newValue: 'not json' }));
    expect(listener).not.toHaveBeenCalled();
    expect(isIdleMessage({ type: 'activity', at: 'soon', from: 'x' })).toBe(false);
    expect(isIdleMessage({ type: 'activity', at: 1, from: 'x' })).toBe(true);
  });
});
