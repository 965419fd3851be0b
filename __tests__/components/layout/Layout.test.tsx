import { waitFor } from "@testing-library/react";
import { act, useEffect, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { Layout } from "../../../src/components/layout/Layout";
import { mockSiteQuery } from "../../fixtures/mockSiteQuery";

beforeEach(mockSiteQuery);

/** A page whose own state changes as soon as it runs, as a list page's does when its data arrives. */
function BusyPage() {
  const [count, setCount] = useState(0);
  useEffect(() => setCount(1), []);
  return (
    <Layout path="/news">
      <p>Items: {count}</p>
    </Layout>
  );
}

describe("Layout hydration", () => {
  it("lets a page update itself before the menu and footer have hydrated, without React recovering from an error", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<BusyPage />);
    document.body.appendChild(container);
    const recovered: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <BusyPage />, { onRecoverableError: (error) => recovered.push(error) });
    });
    await waitFor(() => expect(container).toHaveTextContent("Items: 1"));
    await waitFor(() => expect(container.querySelector("nav[aria-label=Main] button.menu__toggle")).not.toBeNull());
    expect(recovered.map(String)).toEqual([]);
    container.remove();
  });
});
