import { useEffect, useState } from '../../lib/react-deps.js';

const secondsUntil = (deadline: number | null): number => (deadline === null ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));

/**
 * Whole seconds left until `deadline` (a Date.now() time; null: none), re-rendering as each second passes. Read
 * from the clock at every tick rather than counted down, so a throttled background tab still shows the truth.
 */
export function useSecondsUntil(deadline: number | null): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(deadline));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const left = secondsUntil(deadline);
      setSeconds(left);
      // Wake at the next whole second left.
      if (left > 0 && deadline !== null) timer = setTimeout(tick, (deadline - Date.now()) % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [deadline]);
  return seconds;
}
