// React 19 hydrates the server's HTML through React Router's public entry (ADR 0160). Router state
// updates are not transitions (`useTransitions={false}`): a ticked filter or a pending navigation
// shows at once, as the cart's and favourites' stores (useSyncExternalStore) need.
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter useTransitions={false} />
    </StrictMode>,
  );
});
