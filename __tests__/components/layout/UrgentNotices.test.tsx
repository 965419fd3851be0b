import { renderToString } from "react-dom/server";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { Alert } from "@school/contract/entities/alertRead";
import type { ApiResult } from "../../../src/client/result";
import { UrgentNotices } from "../../../src/components/layout/UrgentNotices";
import { useRemoteItem } from "../../../src/hooks/useRemoteItem";

const notice = (level: Alert["level"], id: string, title: string, link = ""): Alert => ({
  id,
  title,
  message: `The message of ${title}.`,
  level,
  startsAt: "2026-11-26T06:00",
  endsAt: "2026-11-27T18:00",
  link,
});

const emergency = notice("emergency", "a1", "Evacuation of Block B");
const closure = notice("closure", "a2", "School closed on Friday", "/news");
const information = notice("information", "a3", "Buses run late");

beforeEach(() => window.localStorage.clear());

describe("urgent notices above the header", () => {
  it("renders nothing on the server but an empty live region, so a page without notices never moves", () => {
    const html = renderToString(<UrgentNotices load={async () => [closure]} />);
    expect(html).toBe('<div class="visually-hidden" aria-live="polite"></div>');
  });

  it("shows nothing more when there are none, or when the service is down", async () => {
    let loaded = false;
    const { container } = render(
      <UrgentNotices
        load={async () => {
          loaded = true;
          return [];
        }}
      />,
    );
    await waitFor(() => expect(loaded).toBe(true));
    await act(async () => undefined);
    expect(container.querySelector("section")).toBeNull();
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("asks for notices only once the page has loaded, so that the page's own script and data go first", async () => {
    Object.defineProperty(document, "readyState", { value: "interactive", configurable: true });
    try {
      const load = jest.fn(async () => [closure]);
      render(<UrgentNotices load={load} />);
      await act(async () => undefined);
      expect(load).not.toHaveBeenCalled();
      window.dispatchEvent(new Event("load"));
      expect(await screen.findByText("School closed on Friday")).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      delete (document as { readyState?: DocumentReadyState }).readyState;
    }
  });

  it("asks for notices only once the page's own item from the service has arrived and been drawn", async () => {
    let answer: (result: ApiResult<string>) => void = () => {};
    const loadItem = () => new Promise<ApiResult<string>>((resolve) => (answer = resolve));
    function ItemPage() {
      const state = useRemoteItem("blog_1", loadItem, "blog post");
      return <p>{state.status === "done" ? state.item : "Loading"}</p>;
    }
    const load = jest.fn(async () => [closure]);
    jest.useFakeTimers();
    try {
      render(
        <>
          <UrgentNotices load={load} />
          <ItemPage />
        </>,
      );
      // jsdom's document has loaded and has no idle callbacks: every wait but the item's is a timer.
      await act(async () => jest.runAllTimers());
      expect(load).not.toHaveBeenCalled();
      await act(async () => answer({ ok: true, data: "Why we read aloud in class" }));
      expect(screen.getByText("Why we read aloud in class")).toBeInTheDocument();
      await act(async () => jest.runAllTimers());
      expect(load).toHaveBeenCalledTimes(1);
      expect(await screen.findByText("School closed on Friday")).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows each notice in a region with a heading, its level as a word and its title, its message and link behind Read more", async () => {
    render(<UrgentNotices load={async () => [emergency, closure, information]} />);
    const region = await screen.findByRole("region", { name: "Urgent notices from the school" });
    const items = within(region).getAllByRole("listitem");
    expect(items.map((item) => item.querySelector("p")?.textContent)).toEqual([
      "Emergency: Evacuation of Block B",
      "School closed: School closed on Friday",
      "Notice: Buses run late",
    ]);
    expect(items[0]).toHaveClass("urgent-notice--emergency");
    // Closed, the message and the link are out of sight and out of the accessibility tree.
    expect(within(region).queryByText("The message of School closed on Friday.")).not.toBeVisible();
    expect(within(region).queryByRole("link")).toBeNull();

    const more = within(items[1]).getByRole("button", { name: "Read more about School closed on Friday" });
    expect(more).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(more);
    expect(more).toHaveAttribute("aria-expanded", "true");
    const message = document.getElementById(more.getAttribute("aria-controls")!)!;
    expect(message).toBeVisible();
    expect(message).toHaveTextContent("The message of School closed on Friday.");
    expect(within(message).getByRole("link", { name: "See details about School closed on Friday" })).toHaveAttribute(
      "href",
      "/news",
    );
    // Each notice opens on its own.
    expect(within(items[0]).getByRole("button", { name: /^Read more/ })).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(more);
    expect(more).toHaveAttribute("aria-expanded", "false");
    expect(message).not.toBeVisible();
  });

  it("lets a visitor dismiss a closure or information notice, which stays dismissed, but never an emergency", async () => {
    const load = async () => [emergency, closure];
    const first = render(<UrgentNotices load={load} />);
    await screen.findByRole("region");
    expect(screen.queryByRole("button", { name: "Dismiss the notice: Evacuation of Block B" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Dismiss the notice: School closed on Friday" }));
    expect(screen.queryByText("School closed on Friday")).toBeNull();
    first.unmount();

    // The next page: the dismissed notice stays away until it changes.
    const next = render(<UrgentNotices load={load} />);
    await screen.findByRole("region");
    expect(screen.queryByText("School closed on Friday")).toBeNull();
    next.unmount();
    render(<UrgentNotices load={async () => [{ ...closure, message: "Closed on Saturday too." }]} />);
    expect(await screen.findByText("School closed on Friday")).toBeInTheDocument();
  });

  it("announces an emergency once, politely, without taking the focus", async () => {
    const button = document.createElement("button");
    document.body.append(button);
    button.focus();
    const first = render(<UrgentNotices load={async () => [emergency]} />);
    const live = first.container.querySelector('[aria-live="polite"]')!;
    await screen.findByRole("region");
    expect(live.textContent).toBe("Emergency: Evacuation of Block B. The message of Evacuation of Block B.");
    expect(document.activeElement).toBe(button);
    first.unmount();
    const again = render(<UrgentNotices load={async () => [emergency]} />);
    await screen.findByRole("region");
    expect(again.container.querySelector('[aria-live="polite"]')!.textContent).toBe("");
    button.remove();
  });
});
