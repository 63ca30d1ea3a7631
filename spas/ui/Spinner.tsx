/** A decorative spinner; pair it with text (see LoadingState) so the state is announced. */
export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}

/** A polite, announced loading message. */
export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="loading-state" role="status" aria-live="polite">
      <Spinner />
      <span>{label}</span>
    </div>
  );
}
