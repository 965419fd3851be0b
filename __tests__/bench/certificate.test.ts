/** @jest-environment node */
import type { AddressInfo } from "net";
import Fastify from "fastify";
import { chromium } from "playwright-core";
import { localhostCertificate, publicKeyPin } from "../../bench/certificate";

const CHROMIUM = process.env.CHROME_PATH || "/usr/bin/chromium";

/** An HTTPS server with the bench's certificate whose one answer a browser may keep for a minute,
 * counting how often it is asked for. */
async function cacheableServer(certificate: ReturnType<typeof localhostCertificate>) {
  let asked = 0;
  const app = Fastify({ https: certificate });
  app.get("/", async (_request, reply) => reply.type("text/html").send("<!doctype html><title>bench</title>"));
  app.get("/answer", async (_request, reply) => {
    asked += 1;
    return reply.header("Cache-Control", "public, max-age=60").send({ asked });
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, origin: `https://localhost:${(app.server.address() as AddressInfo).port}`, asked: () => asked };
}

it("gives Chromium the certificate's key, so that it takes the bench's pages as a visitor's browser does, HTTP cache included", async () => {
  const certificate = localhostCertificate();
  const server = await cacheableServer(certificate);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [`--ignore-certificate-errors-spki-list=${publicKeyPin(certificate)}`],
  });
  try {
    const page = await browser.newPage();
    const response = await page.goto(`${server.origin}/`);
    expect(response?.status()).toBe(200);
    const answers = await page.evaluate(async () => {
      const first = await (await fetch("/answer")).json();
      const second = await (await fetch("/answer")).json();
      return [first, second];
    });
    // The second answer is the first, from the browser's cache: the server was asked once.
    expect(answers).toEqual([{ asked: 1 }, { asked: 1 }]);
    expect(server.asked()).toBe(1);
  } finally {
    await browser.close();
    await server.app.close();
  }
});
