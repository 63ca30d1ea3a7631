import { afterEach, describe, expect, it } from 'vitest';
import { guardLateSecondPresses } from '../../../spas/ui/lateSecondPress.js';

let stops: Array<() => void> = [];
afterEach(() => {
  for (const s of stops) s();
  stops = [];
});

/**
 * The window, as the guard sees it: presses dispatched on it are their own target, whose `isConnected` says whether the
 * thing pressed is still in the page; `seen` is what the page's own listeners, after the guard's, got.
 */
function guarded() {
  const page = Object.assign(new EventTarget(), { isConnected: true });
  stops.push(guardLateSecondPresses(page));
  const seen: string[] = [];
  for (const type of ['mousedown', 'mouseup', 'click', 'dblclick'])
    page.addEventListener(type, (e) => seen.push(`${type}:${(e as CustomEvent<number>).detail}`));
  const press = (type: string, clickCount: number): boolean => {
    const event = new CustomEvent(type, { detail: clickCount, cancelable: true });
    page.dispatchEvent(event);
    return event.defaultPrevented;
  };
  const doublePress = () => ['mousedown', 'mouseup', 'click', 'dblclick'].map((type) => press(type, 2));
  return { page, seen, press, doublePress };
}

describe('guardLateSecondPresses (a double click whose first press hit something since taken away)', () => {
  it('stops the second press when the first press’s button has left the page (the next step took its place)', () => {
    const { page, seen, press, doublePress } = guarded();
    press('mousedown', 1);
    press('mouseup', 1);
    press('click', 1);
    page.isConnected = false;
    expect(doublePress()).toEqual([true, true, true, true]);
    expect(seen).toEqual(['mousedown:1', 'mouseup:1', 'click:1']);
  });

  it('lets a double click on something still there through', () => {
    const { seen, press, doublePress } = guarded();
    press('mousedown', 1);
    expect(doublePress()).toEqual([false, false, false, false]);
    expect(seen).toEqual(['mousedown:1', 'mousedown:2', 'mouseup:2', 'click:2', 'dblclick:2']);
  });

  it('lets a new press (click count 1) and a keyboard press (0) through, whatever the last press hit', () => {
    const { page, seen, press } = guarded();
    press('mousedown', 1);
    page.isConnected = false;
    expect(press('click', 0)).toBe(false);
    page.isConnected = true;
    expect(press('mousedown', 1)).toBe(false);
    expect(press('click', 1)).toBe(false);
    expect(seen).toEqual(['mousedown:1', 'click:0', 'mousedown:1', 'click:1']);
  });

  it('stops listening when told', () => {
    const page = Object.assign(new EventTarget(), { isConnected: true });
    const stop = guardLateSecondPresses(page);
    page.dispatchEvent(new CustomEvent('mousedown', { detail: 1 }));
    page.isConnected = false;
    stop();
    const late = new CustomEvent('click', { detail: 2, cancelable: true });
    page.dispatchEvent(late);
    expect(late.defaultPrevented).toBe(false);
  });
});
