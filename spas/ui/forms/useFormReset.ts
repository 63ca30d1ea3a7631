import { useLayoutEffect, type DependencyList } from '../../lib/react-deps.js';

/**
 * Runs `reset` (a form's `reset(...)` and whatever else is cleared with it) when `deps` change — a dialog given
 * new work, settings that came back saved — in a layout effect rather than an ordinary one.
 *
 * React Hook Form's `reset()` forgets every field until the render it schedules registers them again; input
 * arriving in between is dropped, then overwritten with the reset value. From an ordinary effect that render is
 * a separate task, after a dialog has already opened, so a quick typist (or a test) lost what they typed into
 * the first field. An update made in a layout effect renders in the same task, before anything can be typed.
 */
export function useFormReset(reset: () => void, deps: DependencyList): void {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the reset depends on
  useLayoutEffect(reset, deps);
}
