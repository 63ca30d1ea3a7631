import type { ComponentType } from '../lib/react-deps.js';

/**
 * Hook point for session features that render on every logged-in page (the idle warning dialog
 * lives in spas/ui/idle/ and registers here). Every layout renders <SessionExtras/> once.
 */
const extras: ComponentType[] = [];

export function registerSessionExtra(component: ComponentType): void {
  if (!extras.includes(component)) extras.push(component);
}

export function SessionExtras() {
  return (
    <>
      {extras.map((Extra, i) => (
        <Extra key={i} />
      ))}
    </>
  );
}
