import { z } from "zod";

// Zod's JIT probes `new Function`, which our CSP forbids: the browser reports a violation even though
// Zod catches it. Schemas shared with the browser import `z` from here.
z.config({ jitless: true });

export { z };
