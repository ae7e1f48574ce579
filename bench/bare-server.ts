import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

// The bench's baseline: a bare node:http hello-world in its own process, like the real server.
const server = createServer((_req, res) => {
  res.writeHead(200, { "content-type": "application/json" });
  res.end('{"hello":"world"}');
});
server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
