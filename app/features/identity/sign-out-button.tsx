/**
 * Sign out: a POST to /logout (a link could be triggered by any page or prefetch). A plain form, so the
 * page reloads whole after it and nothing of the account stays on screen.
 */
export function SignOutButton({ className, label = "Sign out" }: { className?: string; label?: string }) {
  return (
    <form method="post" action="/logout" className="contents">
      <button type="submit" className={className}>
        {label}
      </button>
    </form>
  );
}
