/** @jest-environment node */
import { lazy, Suspense } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { Writable } from "stream";
import { Seo } from "../../../src/components/layout/Seo";
import { headWritten } from "../../../src/components/layout/pageHeads";
import { mockSiteQuery } from "../../fixtures/mockSiteQuery";
import { site } from "../../fixtures/siteData";

beforeEach(mockSiteQuery);

/** A block whose code arrives later, as a page's lazy gallery does while the build renders it. */
const Late = lazy(() => new Promise<{ default: () => JSX.Element }>((resolve) => setTimeout(() => resolve({ default: () => <p>Photos</p> }), 30)));

function GalleryPage() {
  return (
    <main>
      <Seo path="/about-hostel" title="About Hostel" description="Rooms and life in the hostel." />
      <Suspense fallback={null}>
        <Late />
      </Suspense>
    </main>
  );
}

function PlainPage() {
  return (
    <main>
      <Seo path="/our-transport-system" title="Transport" description="Buses and routes." />
    </main>
  );
}

/** Renders a page as Gatsby's build does (a stream, finished when everything has loaded). */
function build(page: JSX.Element): Promise<void> {
  return new Promise((resolve, reject) => {
    const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
    sink.on("finish", resolve);
    const stream = renderToPipeableStream(page, { onAllReady: () => stream.pipe(sink), onShellError: reject, onError: reject });
  });
}

it("gives each of two pages rendered at the same time its own head, when one waits for its code", async () => {
  // The gallery page starts first and finishes last; the plain page renders whole in between.
  await Promise.all([build(<GalleryPage />), build(<PlainPage />)]);
  const hostel = headWritten("/about-hostel/");
  const transport = headWritten("/our-transport-system/");
  expect(hostel?.title.toString()).toContain(`About Hostel | ${site.name}`);
  expect(hostel?.meta.toString()).toContain("Rooms and life in the hostel.");
  expect(transport?.title.toString()).toContain(`Transport | ${site.name}`);
  expect(transport?.meta.toString()).toContain("Buses and routes.");
  expect(transport?.meta.toString()).not.toContain("Rooms and life");
});

it("knows /404.html by the 404 page's head, and has none for a page that wrote none", async () => {
  await build(<Seo path="/404" title="Page not found" address="none" />);
  expect(headWritten("/404.html")?.title.toString()).toContain("Page not found");
  expect(headWritten("/no-such-page/")).toBeNull();
});

it("gives the lowercase alias of a page (/career for /Career) that page's head", async () => {
  await build(<Seo path="/Career" title="Career" />);
  expect(headWritten("/career/")?.title.toString()).toContain("Career |");
});
