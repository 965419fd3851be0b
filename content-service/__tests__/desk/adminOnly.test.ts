import { isAdminOnly } from "../../desk/src/notFound/adminOnly";

it.each([
  ["/submissions", true],
  ["/submissions/abc/show", true],
  ["/certificates/create", true],
  ["/audit", true],
  ["/staff", true],
  ["/%73ubmissions", true],
  ["/news", false],
  ["/news/submissions", false],
  ["/", false],
  ["/nothing-here", false],
  ["/%E0%A4%A", false],
])("%p is an admins' address: %p", (pathname, adminOnly) => {
  expect(isAdminOnly(pathname)).toBe(adminOnly);
});
