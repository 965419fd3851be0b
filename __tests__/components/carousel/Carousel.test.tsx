import { act, render, screen } from "@testing-library/react";
import { Carousel } from "../../../src/components/carousel/Carousel";
import { CAROUSELS } from "../../../src/lib/carouselSettings";

const items = (n: number) => Array.from({ length: n }, (_, i) => ({ key: `item-${i}`, node: <p>Item {i + 1}</p> }));

const firstSlideShown = () => screen.getByRole("group", { name: /^1 of/ }).classList.contains("carousel__slide--visible");

beforeEach(() => {
  jest.useFakeTimers();
  // A desktop visitor who has not asked for reduced motion.
  Object.defineProperty(window, "innerWidth", { configurable: true, value: 1280 });
  window.matchMedia = jest.fn().mockReturnValue({ matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() });
});
afterEach(() => jest.useRealTimers());

/** Lets the carousel measure the viewport and start, then moves the clock on. */
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

it.each([
  ["events", 2500],
  ["birthdays", CAROUSELS.birthdays.intervalMs],
  ["gallery", CAROUSELS.gallery.intervalMs],
] as const)("moves the %s carousel on by itself after %i ms, not before (SPEC §9)", async (name, interval) => {
  render(<Carousel name={name} label="Some items" items={items(6)} />);
  await wait(0);
  expect(firstSlideShown()).toBe(true);
  await wait(interval - 100);
  expect(firstSlideShown()).toBe(true);
  await wait(200);
  expect(firstSlideShown()).toBe(false);
});

it("never moves the toppers carousel by itself", async () => {
  render(<Carousel name="toppers" label="Class X toppers" items={items(6)} />);
  await wait(20_000);
  expect(firstSlideShown()).toBe(true);
  expect(screen.queryByRole("button", { name: /rotating/ })).toBeNull();
});
