// `npm run build`: everything a production start needs, the server bundle (dist/server/) and the
// storefront (build/), each recorded as built from the sources beside it (build-freshness.mjs).
import { build } from "./prepare-start.mjs";

await build("server");
await build("storefront");
