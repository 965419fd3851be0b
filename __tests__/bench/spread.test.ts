/** @jest-environment node */
import { spreadOf, spreadsOf } from "../../bench/spread";

it.each([
  [[5], { median: 5, min: 5, max: 5 }],
  [[832, 5, 40, 700, 20], { median: 40, min: 5, max: 832 }],
  [[4, 1, 3, 2], { median: 2.5, min: 1, max: 4 }],
  [[0.02, 0.001, 0.001], { median: 0.001, min: 0.001, max: 0.02 }],
])("summarises %j as its median and range", (values, expected) => {
  expect(spreadOf(values)).toEqual(expected);
});

it("leaves the values it summarises in their order", () => {
  const values = [3, 1, 2];
  spreadOf(values);
  expect(values).toEqual([3, 1, 2]);
});

it("refuses to summarise no runs", () => {
  expect(() => spreadOf([])).toThrow("No values");
});

it("summarises each named figure over the runs", () => {
  expect(
    spreadsOf(
      [
        { a: 1, b: 10 },
        { a: 3, b: 30 },
        { a: 2, b: 20 },
      ],
      ["a", "b"],
    ),
  ).toEqual({
    a: { median: 2, min: 1, max: 3 },
    b: { median: 20, min: 10, max: 30 },
  });
});
