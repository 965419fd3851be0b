/** @jest-environment node */
import { readFileSync } from "fs";
import net from "net";
import { freePort } from "../../scripts/freePort.mjs";

const outgoingStart = Number(readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]);

it("gives ports a server can listen on, none of them one the system could give an outgoing connection", async () => {
  const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
  for (const port of ports) {
    expect(port).toBeLessThan(outgoingStart);
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => server.once("error", reject).listen(port, "127.0.0.1", resolve));
    await new Promise((resolve) => server.close(resolve));
  }
});

it("never gives a port fetch refuses (the Fetch standard's bad port 10080)", async () => {
  const draws = jest.spyOn(Math, "random").mockReturnValueOnce(80.5 / (outgoingStart - 10_000));
  try {
    const port = await freePort();
    expect(draws).toHaveBeenCalledTimes(2);
    expect(port).not.toBe(10_080);
  } finally {
    draws.mockRestore();
  }
});
