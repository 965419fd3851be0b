import { siteAddressError, siteText } from "../../desk/src/resources/schools/schoolFacts";

const REFUSED = /^The site's address must be the public site's address, starting with https:\/\//;

it.each([
  ["https://www.second.example", undefined],
  ["https://group.example/second/", undefined],
  ["http://localhost:9000", undefined],
  // Empty: the service's default, PUBLIC_SITE_URL.
  ["", undefined],
  [null, undefined],
  ["http://www.second.example", REFUSED],
  ["https://www.second.example/a/../b", REFUSED],
  ["second.example", REFUSED],
])("the form takes %p: %p", (value, message) => {
  const error = siteAddressError(value);
  if (message) expect(error).toMatch(message);
  else expect(error).toBeUndefined();
});

it.each([
  [{ siteUrl: "https://www.second.example", defaultSite: "https://www.dps.example" }, "https://www.second.example"],
  [{ siteUrl: "", defaultSite: "https://www.dps.example" }, "https://www.dps.example (the service's default)"],
])("says where a school's links lead: %j", (record, words) => {
  expect(siteText(record)).toBe(words);
});
