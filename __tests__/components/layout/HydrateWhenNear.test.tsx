import { act, useEffect, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { render, screen } from "@testing-library/react";
import { HydrateWhenNear, stopWaitingForNearness } from "../../../src/components/layout/HydrateWhenNear";
import { removeIntersectionObserver, stubIntersectionObserver } from "../../fixtures/intersectionObserver";

/** A section that asks for its data once it runs, as the home page's live sections do. */
const asked: string[] = [];
const rendered: string[] = [];
function LiveSection({ name }: { name: string }) {
  rendered.push(name);
  const [state, setState] = useState("placeholder");
  useEffect(() => {
    asked.push(name);
    setState("data");
  }, [name]);
  return (
    <section>
      <h2>{name}</h2>
      <p>{state}</p>
      <a href="/more">More</a>
    </section>
  );
}

/** What a part's early question answers: whether it is to run before it comes near. */
let wakeEarly: (() => Promise<boolean>) | undefined;

function Page() {
  return (
    <main>
      <HydrateWhenNear wakeEarly={wakeEarly}>
        <LiveSection name="Events" />
      </HydrateWhenNear>
    </main>
  );
}

let unmount = () => {};

/** `page`: a prefix of React's ids of its own for each test's page, so that no test meets a part an
 * earlier test has already waited on. */
async function hydrated(page: string) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Page />, { identifierPrefix: page });
  rendered.length = 0;
  document.body.appendChild(container);
  const recovered: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, <Page />, { identifierPrefix: page, onRecoverableError: (error) => recovered.push(error) }),
  );
  unmount = () => root.unmount();
  return { container, recovered };
}

beforeEach(() => {
  asked.length = 0;
  rendered.length = 0;
  wakeEarly = undefined;
});
afterEach(() => {
  act(() => unmount());
  unmount = () => {};
  document.body.innerHTML = "";
  removeIntersectionObserver();
});

// The waits are the module's, for the page's whole life: the test that ends them all comes last.
describe("HydrateWhenNear", () => {
  it("keeps the server's HTML and renders nothing while the part is far from the screen, then runs it when it comes near", async () => {
    const viewport = stubIntersectionObserver();
    const { container, recovered } = await hydrated("near-");
    // Not even rendered: React would throw that work away.
    expect(rendered).toEqual([]);
    expect(asked).toEqual([]);
    expect(container).toHaveTextContent("placeholder");
    expect(viewport.observed).toHaveLength(1);
    expect(viewport.observed[0].options?.rootMargin).toBe("50% 0px");

    await viewport.reveal();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(asked).toEqual(["Events"]);
    expect(container).toHaveTextContent("data");
    expect(recovered).toEqual([]);
  });

  it("runs the part when the visitor reaches into it before it comes near (the Tab key)", async () => {
    stubIntersectionObserver();
    const { container } = await hydrated("tab-");
    expect(asked).toEqual([]);
    await act(async () => {
      container.querySelector("a")?.focus();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(asked).toEqual(["Events"]);
  });

  it.each([
    [true, ["Events"], "data"],
    [false, [], "placeholder"],
  ])(
    "asks its early question as the wait begins, and runs the part before it comes near only on a yes (%s: asked %j)",
    async (wake, expected, text) => {
      stubIntersectionObserver();
      let answer = (_wake: boolean) => {};
      wakeEarly = jest.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
      const { container, recovered } = await hydrated(`early-${wake}-`);
      expect(wakeEarly).toHaveBeenCalledTimes(1);
      expect(asked).toEqual([]);
      await act(async () => {
        answer(wake);
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      expect(asked).toEqual(expected);
      expect(container).toHaveTextContent(text);
      expect(recovered).toEqual([]);
    },
  );

  it("renders the part at once on a page built in the browser", () => {
    stubIntersectionObserver();
    render(<Page />);
    expect(asked).toEqual(["Events"]);
    expect(screen.getByText("data")).toBeInTheDocument();
  });

  it("runs every waiting part once the page's address changes", async () => {
    stubIntersectionObserver();
    const { container, recovered } = await hydrated("address-");
    expect(asked).toEqual([]);
    await act(async () => {
      stopWaitingForNearness();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(asked).toEqual(["Events"]);
    expect(container).toHaveTextContent("data");
    expect(recovered).toEqual([]);
  });
});
