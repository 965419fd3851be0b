import { BLOCKS_MARKER, splitAtBlocks } from "../../src/lib/blocksMarker";

describe("splitAtBlocks", () => {
  it("puts the text above the marker before the blocks and the rest after them", () => {
    expect(splitAtBlocks(`<p>The fees.</p>\n${BLOCKS_MARKER}\n<h2>How to read the table</h2>`)).toEqual([
      "<p>The fees.</p>\n",
      "\n<h2>How to read the table</h2>",
    ]);
  });

  it("keeps the whole text before the blocks when there is no marker", () => {
    expect(splitAtBlocks("<p>About us.</p>")).toEqual(["<p>About us.</p>", ""]);
  });
});
