import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { render, screen } from "@testing-library/react";
import { StaticPart } from "../../../src/components/layout/StaticPart";

/** Which texts React rendered, in order: a part React does no work for never shows up here. */
let rendered: string[] = [];
function Text({ text }: { text: string }) {
  rendered.push(text);
  return <p>{text}</p>;
}

function Page({ text }: { text: string }) {
  return (
    <main>
      <StaticPart>
        <Text text={text} />
      </StaticPart>
    </main>
  );
}

/** Another page, as a link inside the site renders it in place of the first: same place, same frame. */
function NextPage({ text }: { text: string }) {
  return (
    <main>
      <h1>Next</h1>
      <StaticPart>
        <Text text={text} />
      </StaticPart>
    </main>
  );
}

/** The page's HTML as the build writes it, in the document, hydrated by React as in the browser. */
async function hydrated(text: string) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Page text={text} />);
  document.body.appendChild(container);
  const recovered: unknown[] = [];
  rendered = [];
  const root = await act(async () =>
    hydrateRoot(container, <Page text={text} />, { onRecoverableError: (error) => recovered.push(error) }),
  );
  return { container, root, recovered };
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("StaticPart", () => {
  it("keeps the server's HTML on the page the server rendered, and React renders nothing of it", async () => {
    const { container, recovered } = await hydrated("Our motto");
    expect(rendered).toEqual([]);
    expect(container.querySelector("main p")).toHaveTextContent("Our motto");
    expect(recovered).toEqual([]);
  });

  it("leaves that HTML as it is when the page around it renders again", async () => {
    const { container, root, recovered } = await hydrated("Our motto");
    await act(async () => root.render(<Page text="Changed" />));
    expect(rendered).toEqual([]);
    expect(container.querySelector("main p")).toHaveTextContent("Our motto");
    expect(recovered).toEqual([]);
  });

  it("renders its content on a page built in the browser (the development server)", () => {
    rendered = [];
    render(<Page text="Built here" />);
    expect(screen.getByText("Built here")).toBeInTheDocument();
    expect(rendered).toEqual(["Built here"]);
  });

  it("renders its content on a page that a link inside the site brings, while the first page's parts are still in the document", async () => {
    const { container, root } = await hydrated("First page");
    await act(async () => root.render(<NextPage text="Second page" />));
    expect(rendered).toEqual(["Second page"]);
    expect(container.querySelector("main p")).toHaveTextContent("Second page");
  });
});
