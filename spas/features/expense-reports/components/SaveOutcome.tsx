import { useState } from '../../../lib/react-deps.js';
import { Alert } from '../../../ui/Alert.js';

export function useSaved(): [string | null, (m: string | null) => void] {
  const [saved, setSaved] = useState<string | null>(null);
  return [saved, setSaved];
}

/** What became of a save: the refusal in words, or what was saved. */
export function SaveOutcome({ failure, saved }: { failure: string | null; saved: string | null }) {
  return (
    <>
      {failure ? (
        <Alert tone="error">
          <p>{failure}</p>
        </Alert>
      ) : null}
      {saved ? <p role="status">{saved}</p> : null}
    </>
  );
}
