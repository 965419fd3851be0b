/** @jest-environment node */
import { interleave } from "../../bench/rounds";

it("runs round 1 of every page before round 2 of any", () => {
  expect(interleave(["/", "/news", "/xii-topper"], 2)).toEqual([
    { round: 1, page: "/" },
    { round: 1, page: "/news" },
    { round: 1, page: "/xii-topper" },
    { round: 2, page: "/" },
    { round: 2, page: "/news" },
    { round: 2, page: "/xii-topper" },
  ]);
});

it("gives every page the same number of runs", () => {
  const order = interleave(["a", "b", "c", "d"], 5);
  expect(order).toHaveLength(20);
  for (const page of ["a", "b", "c", "d"]) expect(order.filter((run) => run.page === page)).toHaveLength(5);
});
