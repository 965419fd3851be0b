import { configFromEnv } from "../../src/config";

describe("the service's public address (PUBLIC_SERVICE_URL)", () => {
  it("is the configured address, without a trailing slash", () => {
    expect(configFromEnv({ PUBLIC_SERVICE_URL: "https://content.school.example/" }).serviceUrl).toBe(
      "https://content.school.example",
    );
    expect(configFromEnv({ PUBLIC_SERVICE_URL: "https://school.example/content" }).serviceUrl).toBe(
      "https://school.example/content",
    );
  });

  it("is the local address the service listens on when none is configured", () => {
    expect(configFromEnv({}).serviceUrl).toBe("http://localhost:4000");
    expect(configFromEnv({ PORT: "4100" }).serviceUrl).toBe("http://localhost:4100");
  });

  it.each(["content.school.example", "ftp://content.school.example", "https://", "https:// spaced.example"])(
    "refuses %p",
    (value) => {
      expect(() => configFromEnv({ PUBLIC_SERVICE_URL: value })).toThrow(/PUBLIC_SERVICE_URL/);
    },
  );
});

describe("web push settings (VAPID_*, PUSH_ENDPOINT_ORIGINS)", () => {
  const publicKey = `B${"A".repeat(86)}`;
  const privateKey = "k".repeat(43);

  it("use the database's own key pair unless both keys are set, and allow no extra push service by default", () => {
    expect(configFromEnv({}).push).toEqual({
      keys: null,
      subject: "mailto:webmaster@localhost",
      endpointOrigins: [],
      writesPerHour: 100,
    });
    expect(configFromEnv({ PUBLIC_SITE_URL: "https://school.example" }).push.subject).toBe("https://school.example");
    expect(configFromEnv({ VAPID_SUBJECT: "mailto:office@school.example" }).push.subject).toBe(
      "mailto:office@school.example",
    );
    expect(configFromEnv({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }).push.keys).toEqual({
      publicKey,
      privateKey,
    });
    expect(configFromEnv({ PUSH_ENDPOINT_ORIGINS: "http://127.0.0.1:4999/push" }).push.endpointOrigins).toEqual([
      "http://127.0.0.1:4999",
    ]);
  });

  it.each([
    [{ VAPID_PUBLIC_KEY: publicKey }, "VAPID_PUBLIC_KEY is set but VAPID_PRIVATE_KEY is not"],
    [{ VAPID_PRIVATE_KEY: privateKey }, "VAPID_PRIVATE_KEY is set but VAPID_PUBLIC_KEY is not"],
    [{ VAPID_PUBLIC_KEY: "short", VAPID_PRIVATE_KEY: privateKey }, "VAPID_PUBLIC_KEY is not a VAPID public key"],
    [{ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: "short" }, "VAPID_PRIVATE_KEY is not a VAPID private key"],
    [{ PUSH_ENDPOINT_ORIGINS: "push.example" }, "PUSH_ENDPOINT_ORIGINS: push.example is not"],
    [{ VAPID_SUBJECT: "http://school.example" }, "VAPID_SUBJECT=http://school.example: expected a mailto:"],
  ])("refuses %p, saying what to set", (env, message) => {
    expect(() => configFromEnv(env)).toThrow(message);
  });
});
