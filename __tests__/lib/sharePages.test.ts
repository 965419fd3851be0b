import { ALBUM_PAGES, NEWS_PAGE, POST_PAGE } from "@school/contract/share";
import { readNavigation } from "../../src/lib/data/readDataFiles";
import { itemPagePaths } from "../../src/lib/navigation";

it("takes a shared link to one of the site's item pages, and has a page for each of them", () => {
  expect([...Object.values(ALBUM_PAGES), POST_PAGE, NEWS_PAGE].sort()).toEqual(
    [...itemPagePaths(readNavigation())].sort(),
  );
});
