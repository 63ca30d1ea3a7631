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
let leaving = false;

export const goTo = (url: string): void => {
  leaving = true;
  current.assign(url);
};
export const replaceWith = (url: string): void => {
  leaving = true;
  current.replace(url);
};

/**
 * Whether this page has already asked for another document (a login going home, a logout going to '/'). Whatever
 * would only follow the same change — the router's guard reacting to the new login state — stays put: a second
 * navigation would cancel the first after the gateway had already built that page (one document per login).
 */
export const isLeaving = (): boolean => leaving;

/** For tests: swap the navigator; returns a function that restores the previous one. */
export function setNavigator(navigator: Navigator): () => void {
  const previous = current;
  current = navigator;
  leaving = false;
  return () => {
    current = previous;
    leaving = false;
  };
}
