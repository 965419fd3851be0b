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
