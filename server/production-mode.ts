// React (and others) load their slow development builds unless NODE_ENV says production. Entry points
// that serve the shop import this first, before anything imports React.
process.env.NODE_ENV ??= "production";
