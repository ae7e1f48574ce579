// How the shop runs is NODE_ENV as the operator set it: 'production' on a deployment, unset on a
// developer's machine (server/env.ts). React and other libraries load their slow development builds
// unless NODE_ENV says production, so entry points that serve the shop import this module first: it
// keeps the operator's word, then sets NODE_ENV for the libraries.
const operatorNodeEnv = process.env.NODE_ENV;
process.env.NODE_ENV ??= "production";

/** The process environment with NODE_ENV as the operator gave it (or without it, when unset). */
export function operatorEnvironment(): NodeJS.ProcessEnv {
  const { NODE_ENV: _forLibraries, ...rest } = process.env;
  return operatorNodeEnv === undefined ? rest : { ...rest, NODE_ENV: operatorNodeEnv };
}
