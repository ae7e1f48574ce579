// `npm run dev`: the server from its sources with React Router's Vite dev server inside it (Vite in
// middleware mode on the same port): pages and browser modules are compiled on request, and an edit
// under app/ or a stylesheet reloads in the open browser (hot module replacement) without a restart.
// tsx watch restarts the process when the server's own code (server/, core/) changes. `npm start`
// runs the built server instead. NODE_ENV must be set before React is imported, hence the dynamic imports.
process.env.NODE_ENV ??= "development";
export {};

const { readEnvOrExit } = await import("../server/env.ts");
const { startServerOrExit } = await import("../server/main.ts");
await startServerOrExit(readEnvOrExit(), null, { dev: true });
