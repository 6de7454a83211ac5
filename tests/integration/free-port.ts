import http from "node:http";
import type { AddressInfo } from "node:net";

/** A TCP port of 127.0.0.1 that nothing listens on now: for a server a test starts in a process of its own. */
export async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
