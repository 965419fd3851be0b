import { tcLookupMessage } from "../../src/lib/tcLookupMessage";
import type { ApiError } from "../../src/client/result";

const SPEC = "Failed to process your request. Please try again later.";
const LIMITED =
  "Too many tries for this admission number. Please try again after 3:40 pm, or contact the school office.";

test.each<[string, ApiError, string]>([
  [
    "a 429 that says until when",
    { kind: "http", status: 429, message: "HTTP 429", details: { error: LIMITED } },
    LIMITED,
  ],
  ["not found", { kind: "http", status: 404, message: "HTTP 404", details: { error: "No certificate" } }, SPEC],
  ["a server error", { kind: "http", status: 500, message: "HTTP 500", details: { error: "Internal" } }, SPEC],
  ["no network", { kind: "network", message: "Failed to fetch" }, SPEC],
  ["a timeout", { kind: "timeout", message: "Timed out" }, SPEC],
  ["a 429 without a message", { kind: "http", status: 429, message: "HTTP 429", details: {} }, SPEC],
  ["a 429 with a blank message", { kind: "http", status: 429, message: "HTTP 429", details: { error: "  " } }, SPEC],
  ["a 429 whose message is not text", { kind: "http", status: 429, message: "HTTP 429", details: { error: 3 } }, SPEC],
  ["a 429 with an answer that is not JSON", { kind: "http", status: 429, message: "HTTP 429" }, SPEC],
  [
    "a 429 with a message far too long to be ours",
    { kind: "http", status: 429, message: "HTTP 429", details: { error: "x".repeat(301) } },
    SPEC,
  ],
])("%s", (_case, error, shown) => {
  expect(tcLookupMessage(error)).toBe(shown);
});
