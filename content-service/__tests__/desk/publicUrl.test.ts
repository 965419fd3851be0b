import { publicUrl } from "../../desk/src/lib/publicUrl";

it.each([
  ["https://school.example", "/news", "https://school.example/news"],
  ["https://school.example/", "/photo-categories?id=g%201", "https://school.example/photo-categories?id=g%201"],
  ["https://example.org/school/", "/news", "https://example.org/school/news"],
  [undefined, "/news", null],
  ["https://school.example", undefined, null],
  ["https://school.example", "news", null],
  ["https://school.example", "//elsewhere.example/x", null],
  ["javascript:alert(1)", "/news", null],
  ["not an address", "/news", null],
])("%p with %p opens %p", (siteUrl, path, url) => {
  expect(publicUrl(siteUrl, path)).toBe(url);
});
