import { negotiateEncoding, notModified, representation, etagFor } from "../../src/http/representation";
import { parseTrustProxy } from "@school/contract/trustProxy";

describe("negotiateEncoding", () => {
  const BIG = 4096;
  it.each([
    [undefined, BIG, null],
    ["", BIG, null],
    ["gzip", BIG, "gzip"],
    ["gzip, deflate, br", BIG, "br"],
    ["br;q=0.5, gzip", BIG, "gzip"],
    ["gzip;q=0, br;q=0", BIG, null],
    ["*", BIG, "br"],
    ["*;q=0.1, gzip;q=0", BIG, "br"],
    ["identity", BIG, null],
    ["gzip, br", 100, null],
  ])("Accept-Encoding %p for %i bytes → %p", (header, bytes, expected) => {
    expect(negotiateEncoding(header, bytes)).toBe(expected);
  });
});

describe("notModified", () => {
  const rep = representation([{ title: "News" }]);
  const tag = rep.etag;
  it.each([
    [undefined, false],
    [tag, true],
    [`W/${tag}`, true],
    [`"a", ${tag}`, true],
    [etagFor(rep, "gzip"), true],
    [`W/${etagFor(rep, "br")}`, true],
    ["*", true],
    ['"a", W/"b"', false],
    [tag.slice(0, -2) + '"', false],
  ])("If-None-Match %p → %p", (header, expected) => {
    expect(notModified(header, rep)).toBe(expected);
  });

  it("gives other content another validator", () => {
    expect(representation([{ title: "Other" }]).etag).not.toBe(tag);
  });
});

describe("parseTrustProxy", () => {
  it.each([
    [undefined, false],
    ["", false],
    ["127.0.0.1", ["127.0.0.1"]],
    ["10.0.0.0/8, loopback", ["10.0.0.0/8", "loopback"]],
  ])("%p → %p", (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each(["true", "*", "1"])("refuses %p, which would believe anyone", (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/name the proxies/);
  });
});
