import { shareAddress } from "../../src/lib/shareAddress";

it.each([
  ["album", "gallery_1", "DPSSWB", "https://api.school.example/share/album/gallery_1?school=DPSSWB"],
  ["post", "blog 2/3", "DPSSWB", "https://api.school.example/share/post/blog%202%2F3?school=DPSSWB"],
  ["post", "blog_4", "GV&SK", "https://api.school.example/share/post/blog_4?school=GV%26SK"],
] as const)("a %s %s of %s is shared as %s", (kind, id, school, address) => {
  expect(shareAddress("https://api.school.example", school, kind, id)).toBe(address);
});
