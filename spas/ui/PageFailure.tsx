import { Alert } from './Alert.js';

export interface PageFailureText {
  title: string;
  message: string;
  /** Offer a button that reloads the page (default true). */
  reload?: boolean;
}

/** What a page shows in its place when it can't be shown: what happened and, by default, a reload button. */
export function PageFailure({ title, message, reload = true }: PageFailureText) {
  return (
    <Alert tone="error" title={title}>
      <p>{message}</p>
      {reload ? (
        <p>
          <button type="button" className="btn btn-secondary" onClick={() => window.location.reload()}>
            Reload the page
          </button>
        </p>
      ) : null}
    </Alert>
  );
}
