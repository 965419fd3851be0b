import { renderToString } from "react-dom/server";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Carousel, type CarouselItem } from "../../../src/components/carousel/Carousel";
import { CAROUSELS } from "../../../src/lib/carouselSettings";
import { removeIntersectionObserver, stubIntersectionObserver } from "../../fixtures/intersectionObserver";

const items = (count: number): CarouselItem[] =>
  Array.from({ length: count }, (_, i) => ({ key: `k${i}`, node: <p>Card {i + 1}</p> }));

const linkedItems = (count: number): CarouselItem[] =>
  Array.from({ length: count }, (_, i) => ({ key: `k${i}`, node: <a href={`/gallery-${i}`}>Gallery {i + 1}</a> }));

const slideLabels = (carousel: HTMLElement) =>
  [...carousel.querySelectorAll('[aria-roledescription="slide"]')].map((slide) => slide.getAttribute("aria-label"));

const resizeTo = (width: number) =>
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event("resize"));
  });

afterEach(() => {
  removeIntersectionObserver();
  window.innerWidth = 1024;
});

it("holds only its first slide in the server's HTML, with the controls' row kept", () => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Carousel name="toppers" label="Class X toppers" items={items(6)} />);
  const slides = container.querySelectorAll('[aria-roledescription="slide"]');
  expect([...slides].map((slide) => slide.textContent)).toEqual(["Card 1"]);
  expect(slides[0]).toHaveAttribute("aria-label", "1 of 6");
  expect(container.querySelector(".carousel__controls")).not.toBeNull();
  expect(container.querySelector("button")).toBeNull();
});

it("stays a still first view until it comes near the screen, then moves with every slide and its controls", async () => {
  const viewport = stubIntersectionObserver();
  render(<Carousel name="birthdays" label="Birthdays" items={items(5)} />);
  expect(viewport.observed[0].options?.rootMargin).toBe("50% 0px");
  const carousel = screen.getByRole("group", { name: "Birthdays" });
  // At 1024 px birthdays show one at a time (SPEC §9).
  expect(slideLabels(carousel)).toEqual(["1 of 5"]);
  expect(within(carousel).queryByRole("button")).toBeNull();

  viewport.reveal();
  expect(await within(carousel).findByRole("button", { name: "Stop rotating Birthdays" })).toBeInTheDocument();
  expect(slideLabels(carousel)).toEqual(["1 of 5", "2 of 5", "3 of 5", "4 of 5", "5 of 5"]);
  expect(within(carousel).getByText("Card 5")).toBeInTheDocument();
});

it("keeps, once the page runs, the slides that show at the viewport's width, following a resize", async () => {
  stubIntersectionObserver();
  render(<Carousel name="toppers" label="Class X toppers" items={items(6)} />);
  const carousel = screen.getByRole("group", { name: "Class X toppers" });
  expect(slideLabels(carousel)).toEqual(["1 of 6"]);
  resizeTo(800);
  // Toppers show three from 768 to 992 px.
  await waitFor(() => expect(slideLabels(carousel)).toEqual(["1 of 6", "2 of 6", "3 of 6"]));
});

it("keeps its first view's links out of the Tab order once the page runs, not in the server's HTML", () => {
  stubIntersectionObserver();
  const container = document.createElement("div");
  container.innerHTML = renderToString(
    <Carousel name="gallery" label="Activities and celebrations" items={linkedItems(4)} />,
  );
  expect(container.querySelector("a")).not.toHaveAttribute("tabindex");
  render(<Carousel name="gallery" label="Activities and celebrations" items={linkedItems(4)} />);
  expect(screen.getByRole("link", { name: "Gallery 1" })).toHaveAttribute("tabindex", "-1");
});

it("starts when focus enters it, and keeps that focus on the same card in the moving carousel", async () => {
  stubIntersectionObserver();
  render(<Carousel name="gallery" label="Activities and celebrations" items={linkedItems(7)} />);
  const carousel = screen.getByRole("group", { name: "Activities and celebrations" });
  expect(within(carousel).queryByText("Gallery 6")).toBeNull();
  const first = within(carousel).getByRole("link", { name: "Gallery 1" });
  act(() => first.focus());
  await within(carousel).findByRole("button", { name: "Next slide" });
  expect(within(carousel).getByText("Gallery 7")).toBeInTheDocument();
  const now = within(carousel).getByRole("link", { name: "Gallery 1" });
  expect(now).not.toBe(first);
  expect(now).toHaveFocus();
  expect(now).not.toHaveAttribute("tabindex");
});

it("starts at once where the browser cannot tell what is in view", async () => {
  render(<Carousel name="events" label="Upcoming events" items={items(2)} />);
  expect(await screen.findByRole("button", { name: "Stop rotating Upcoming events" })).toBeInTheDocument();
});

describe("rotation", () => {
  const items = (n: number) => Array.from({ length: n }, (_, i) => ({ key: `item-${i}`, node: <p>Item {i + 1}</p> }));

  const firstSlideShown = () =>
    screen.getByRole("group", { name: /^1 of/ }).classList.contains("carousel__slide--visible");

  beforeEach(() => {
    jest.useFakeTimers();
    // A desktop visitor who has not asked for reduced motion.
    window.innerWidth = 1280;
    window.matchMedia = jest
      .fn()
      .mockReturnValue({ matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() });
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

  it("keeps the home slider a still first view near the screen until its first turn is due, then starts with that turn", async () => {
    const viewport = stubIntersectionObserver();
    render(<Carousel name="slider" label="School life" items={items(3)} indicators />);
    viewport.reveal();
    await wait(CAROUSELS.slider.intervalMs - 200);
    const carousel = screen.getByRole("group", { name: "School life" });
    expect(slideLabels(carousel)).toEqual(["1 of 3"]);
    expect(within(carousel).queryByRole("button")).toBeNull();
    await wait(400);
    expect(await within(carousel).findByRole("button", { name: "Stop rotating School life" })).toBeInTheDocument();
    expect(slideLabels(carousel)).toEqual(["1 of 3", "2 of 3", "3 of 3"]);
    expect(firstSlideShown()).toBe(false);
    expect(screen.getByRole("group", { name: "2 of 3" })).toHaveClass("carousel__slide--visible");
  });

  it("starts the home slider at once, without a turn, when the pointer comes onto it", async () => {
    const viewport = stubIntersectionObserver();
    render(<Carousel name="slider" label="School life" items={items(3)} indicators />);
    viewport.reveal();
    await wait(0);
    const carousel = screen.getByRole("group", { name: "School life" });
    fireEvent.pointerEnter(carousel);
    expect(await within(carousel).findByRole("button", { name: "Next slide" })).toBeInTheDocument();
    expect(firstSlideShown()).toBe(true);
  });

  it("never moves the toppers carousel by itself", async () => {
    render(<Carousel name="toppers" label="Class X toppers" items={items(6)} />);
    await wait(20_000);
    expect(firstSlideShown()).toBe(true);
    expect(screen.queryByRole("button", { name: /rotating/ })).toBeNull();
  });
});
