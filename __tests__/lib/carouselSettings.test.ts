import { CAROUSELS, arrowsShownAt, moveThresholdFor, visibleSlidesAt } from "../../src/lib/carouselSettings";
import { carouselCss, carouselScope } from "../../src/lib/carouselCss";

describe("visible slides by viewport width (SPEC §9)", () => {
  it.each([
    [1400, 2],
    [1199, 1],
    [1000, 1],
    [992, 3],
    [800, 3],
    [767, 2],
    [600, 2],
    [575, 1],
    [375, 1],
  ])("toppers at %i px: %i", (width, visible) => {
    expect(visibleSlidesAt(CAROUSELS.toppers, width)).toBe(visible);
  });

  it.each([
    [1280, 1],
    [992, 3],
    [767, 2],
    [375, 1],
  ])("birthdays at %i px: %i", (width, visible) => {
    expect(visibleSlidesAt(CAROUSELS.birthdays, width)).toBe(visible);
  });

  it.each([
    [1920, 5],
    [1300, 3],
    [992, 2],
    [767, 1],
    [480, 1],
  ])("gallery at %i px: %i", (width, visible) => {
    expect(visibleSlidesAt(CAROUSELS.gallery, width)).toBe(visible);
  });

  it.each([
    [1920, 2],
    [1280, 2],
    [992, 2],
    [991, 1],
    [375, 1],
  ])("events at %i px: %i", (width, visible) => {
    expect(visibleSlidesAt(CAROUSELS.events, width)).toBe(visible);
  });
});

it("hides the events arrows below 1024 px only", () => {
  expect(arrowsShownAt(CAROUSELS.events, 1024)).toBe(true);
  expect(arrowsShownAt(CAROUSELS.events, 1023)).toBe(false);
  expect(arrowsShownAt(CAROUSELS.gallery, 375)).toBe(true);
});

it("turns the 80 px minimum drag into a share of one slide's width", () => {
  expect(moveThresholdFor(CAROUSELS.slider, 400, 1)).toBeCloseTo(0.2);
  expect(moveThresholdFor(CAROUSELS.gallery, 1200, 3)).toBeCloseTo(0.2);
  expect(moveThresholdFor(CAROUSELS.events, 60, 1)).toBe(1);
  expect(moveThresholdFor(CAROUSELS.events, 0, 2)).toBe(1);
});

describe("carouselScope", () => {
  it.each([
    ["Class X toppers", "class-x-toppers"],
    ["Class XII toppers", "class-xii-toppers"],
    ["Activities and celebrations", "activities-and-celebrations"],
    ["  School life! ", "school-life"],
  ])("%p → %p", (label, scope) => {
    expect(carouselScope(label)).toBe(scope);
  });
});

describe("carouselCss", () => {
  it("lays out and hides slides per breakpoint, widest first so the narrowest wins", () => {
    const scope = '[data-carousel=":r1:"]>.carousel__static';
    expect(carouselCss(":r1:", CAROUSELS.events)).toBe(
      `${scope}{grid-template-columns:repeat(2,minmax(0,1fr))}${scope}>*{display:block}${scope}>:nth-child(n+3){display:none}` +
        `@media (max-width:991px){${scope}{grid-template-columns:repeat(1,minmax(0,1fr))}${scope}>*{display:block}${scope}>:nth-child(n+2){display:none}}`,
    );
    const toppers = carouselCss(":r2:", CAROUSELS.toppers);
    expect(toppers.indexOf("max-width:1199px")).toBeLessThan(toppers.indexOf("max-width:575px"));
  });
});
