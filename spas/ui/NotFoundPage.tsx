import { home, isLoggedIn } from '../../shared/session/store.js';
import { useSignalValue } from '../lib/useSignalValue.js';

export const NOT_FOUND_HEADING = 'Page Not Found';
export const NOT_FOUND_MESSAGE = 'An unexpected error has occurred in the system';

/** docs/requirements.md#spec-2-screens and #spec-8-errors not-found page: header 'Page Not Found', message 'An unexpected error has occurred in the system'. */
export function NotFoundPage() {
  const loggedIn = useSignalValue(isLoggedIn);
  const homePath = useSignalValue(home);
  return (
    <>
      <h1>{NOT_FOUND_HEADING}</h1>
      <div className="panel">
        <p>{NOT_FOUND_MESSAGE}</p>
        <p>The page you asked for isn't available. Check the address, or start again from the home page.</p>
        <p>
          <a className="btn btn-primary" href={loggedIn ? homePath : '/'}>
            {loggedIn ? 'Go to your home page' : 'Go to the start page'}
          </a>
        </p>
      </div>
    </>
  );
}
