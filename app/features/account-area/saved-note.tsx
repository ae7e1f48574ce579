/**
 * The note a save shows (Profile: after 0.5 s, cleared after 3 s; the timing is the `saved-note` CSS
 * animation, so it holds without JavaScript). `stamp` restarts it on every save.
 */
export function SavedNote({ message, stamp }: { message: string; stamp: string }) {
  return (
    <p
      key={stamp}
      role="status"
      className="saved-note rounded-md border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-800"
    >
      {message}
    </p>
  );
}
