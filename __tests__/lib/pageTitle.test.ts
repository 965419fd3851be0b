import { pageTitle } from "../../src/lib/pageTitle";

const site = { name: "Delhi Public School", homeTitle: "A CBSE school" };

it.each([
  ["an inner page", "Our Library", "Our Library | Delhi Public School"],
  ["an item page once its item has arrived", "Learning that lasts", "Learning that lasts | Delhi Public School"],
  ["the home page", undefined, "Delhi Public School | A CBSE school"],
  ["a page whose title is empty", "", "Delhi Public School | A CBSE school"],
])("titles %s", (_what, title, expected) => {
  expect(pageTitle(title, site)).toBe(expected);
});
