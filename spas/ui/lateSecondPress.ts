/**
 * The rest of a double click whose first press hit something the page has since taken away was not aimed at what took
 * its place. A step's last button (Redeem points, Submit Payment, Order replacement card) gives way to the next step,
 * whose own button can sit at the same spot (Redeem more points, Make another payment): when the answer and its
 * refresh are in before the browser delivers the second press — a quick platform, a busy machine — that press would
 * start over and take the confirmation away (the rewards e2e failure). Those presses go nowhere: no focus moves, no
 * click. A deliberate press (click count 1), a keyboard one (0) and a double click on something still there are untouched.
 */
const PRESS_EVENTS = ['mousedown', 'mouseup', 'click', 'dblclick'] as const;

interface Pressed {
  readonly isConnected: boolean;
}

/** A DOM node knows whether it is still in the page; a press on the window or the document is never taken away. */
function pressedThing(target: EventTarget | null): Pressed | null {
  const connected = (target as Partial<Pressed> | null)?.isConnected;
  return typeof connected === 'boolean' ? (target as unknown as Pressed) : null;
}

/** Listens on `target` (the window) before anything in the page sees a press; returns the function that stops it. */
export function guardLateSecondPresses(target: EventTarget = globalThis): () => void {
  let firstPress: Pressed | null = null;
  const onPress = (event: Event) => {
    const count = (event as MouseEvent).detail;
    if (event.type === 'mousedown' && count <= 1) {
      firstPress = pressedThing(event.target);
      return;
    }
    if (count >= 2 && firstPress && !firstPress.isConnected) {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
  };
  for (const type of PRESS_EVENTS) target.addEventListener(type, onPress, { capture: true });
  return () => {
    for (const type of PRESS_EVENTS) target.removeEventListener(type, onPress, { capture: true });
  };
}
