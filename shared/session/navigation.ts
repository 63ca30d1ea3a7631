/**
 * Full page loads the session module performs (login → home, logout → '/', another tab's login or
 * logout). Each area is its own SPA and the gateway enforces guards on full loads, so these never use
 * the client router. Replaceable for unit tests.
 */
export interface Navigator {
  assign(url: string): void;
  replace(url: string): void;
}

const browserNavigator: Navigator = {
  assign: (url) => globalThis.location.assign(url),
  replace: (url) => globalThis.location.replace(url),
};

let current: Navigator = browserNavigator;

export const goTo = (url: string): void => current.assign(url);
export const replaceWith = (url: string): void => current.replace(url);

/** For tests: swap the navigator; returns a function that restores the previous one. */
export function setNavigator(navigator: Navigator): () => void {
  const previous = current;
  current = navigator;
  return () => {
    current = previous;
  };
}
