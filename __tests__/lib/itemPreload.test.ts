import { waitFor } from "@testing-library/react";
import { imageUrl } from "../../src/client/images";
import { photoSource } from "../../src/client/photos";
import { photoSizes } from "../../src/lib/photoSizes";
import { blogRead } from "@school/contract/entities/blogRead";
import { readOne } from "@school/contract/entities/entityReader";
import { COVER_PLACEHOLDER, itemPreloadScript } from "../../src/lib/itemPreload";

const SERVICE = "https://content.example/api/innerBlog?id=";
/** What src/client/images.ts builds picture addresses on in these tests (the default service address). */
const PICTURES = imageUrl("x").replace(/\/x$/, "");

/** Runs the script as the browser would, in the head of a page opened at `address`; the addresses
 * it asked the browser to preload, and how. */
function openPageAt(address: string, script = itemPreloadScript("/blog-inner", { address: SERVICE })) {
  window.history.replaceState(null, "", address);
  const element = document.createElement("script");
  element.textContent = script;
  document.head.append(element);
  return preloads();
}

function preloads() {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    href: link.href,
    as: link.as,
    crossOrigin: link.crossOrigin,
  }));
}

afterEach(() => {
  document.head.innerHTML = "";
  delete (window as { fetch?: unknown }).fetch;
});

/** A fetch for the page's window (jsdom has none). */
function browserFetch(answer: () => Promise<unknown>) {
  const fetch = jest.fn(answer);
  window.fetch = fetch as unknown as typeof window.fetch;
  return fetch;
}

/** The service answering the item call with `payload` (or failing), as the browser's fetch would. */
function serviceAnswers(payload: unknown, ok = true) {
  return browserFetch(async () => ({ ok, json: async () => payload }));
}

const coverScript = () => itemPreloadScript("/blog-inner", { address: SERVICE, pictures: PICTURES });
const pictureLinks = () => preloads().filter(({ as }) => as === "image");

it.each([
  ["/blog-inner?id=blog_1", "blog_1", "?id=blog_1"],
  ["/blog-inner/?id=a%20b%26c&x=1", "a%20b%26c", "?id=a%20b%26c&x=1"],
  ["/blog-inner?x=1&id=%3Cb%3E", "%3Cb%3E", "?x=1&id=%3Cb%3E"],
])(
  "at %s asks for the item and the page's data with that query, without credentials, as the page will",
  (address, id, query) => {
    expect(openPageAt(address)).toEqual([
      { href: `${SERVICE}${id}`, as: "fetch", crossOrigin: "anonymous" },
      { href: `http://localhost/page-data/blog-inner/page-data.json${query}`, as: "fetch", crossOrigin: "anonymous" },
    ]);
  },
);

it.each(["/blog-inner", "/blog-inner?id="])("asks for nothing at %s, where the page has no item to show", (address) => {
  expect(openPageAt(address)).toEqual([]);
});

it("cannot be ended early by the address it is given", () => {
  const script = itemPreloadScript("/blog-inner", {
    address: "https://content.example/</script><script>alert(1)//?id=",
  });
  expect(script).not.toContain("</script>");
  expect(openPageAt("/blog-inner?id=x", script)[0].href).toBe(
    "https://content.example/%3C/script%3E%3Cscript%3Ealert(1)//?id=x",
  );
});

it("cannot be ended early by the addresses it reads the item and its picture from", () => {
  const hostile = "https://content.example/</script><script>alert(1)//";
  const script = itemPreloadScript("/blog-inner", { address: `${hostile}?id=`, pictures: hostile });
  expect(script).not.toContain("</script>");
  const fetch = browserFetch(async () => null);
  openPageAt("/blog-inner?id=x", script);
  expect(fetch).toHaveBeenCalledWith(`${hostile}?id=x`, { headers: { Accept: "application/json" } });
});

it("asks for the page's data alone on an item page that names no call of its own", () => {
  expect(openPageAt("/blog-inner?id=7", itemPreloadScript("/blog-inner")).map(({ href }) => href)).toEqual([
    "http://localhost/page-data/blog-inner/page-data.json?id=7",
  ]);
});

const post = { _id: "blog_1", title: "Reading aloud", description: "<p>Why</p>" };
it.each([
  ["an id", { ...post, attachments: ["img_0094"] }],
  ["a stored path", { ...post, attachments: ["blog/cover photo.JPG"] }],
  ["one reference, not a list", { ...post, attachments: "img_7" }],
  ["an object naming it", { ...post, attachments: [{ url: "  images/a.jpg " }] }],
  ["an unusable first entry", { ...post, attachments: [42, { id: "" }, "img_2"] }],
  ["a wrapped answer", { data: { ...post, attachments: ["img_3"] } }],
  ["a list answer", [{ ...post, attachments: ["img_4"] }]],
  ["a hostile reference", { ...post, attachments: ['"><script>alert(1)</script>'] }],
])("asks for the picture the page will show first, for an item with %s", async (_, payload) => {
  const fetch = serviceAnswers(payload);
  openPageAt("/blog-inner?id=blog_1", coverScript());
  const cover = readOne(blogRead)(payload)!.attachments[0];
  await waitFor(() => expect(pictureLinks()).toEqual([{ href: imageUrl(cover), as: "image", crossOrigin: null }]));
  const picture = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].find(
    (link) => link.as === "image",
  );
  expect(picture?.getAttribute("fetchpriority")).toBe("high");
  // With the sizes the page shows the cover with, so that the browser chooses the same copy for both.
  const shown = photoSource(cover, { original: true });
  expect(picture?.getAttribute("imagesrcset")).toBe(shown.srcSet);
  expect(picture?.getAttribute("imagesizes")).toBe(photoSizes("page", false));
  // The item itself is read by the script, with the headers of the page's own fetch, and not preloaded twice.
  expect(fetch).toHaveBeenCalledWith(`${SERVICE}blog_1`, { headers: { Accept: "application/json" } });
  expect(preloads().map(({ href }) => href)).toEqual([
    "http://localhost/page-data/blog-inner/page-data.json?id=blog_1",
    imageUrl(cover),
  ]);
});

it.each([
  ["no attachments", { ...post }, true],
  ["no usable attachment", { ...post, attachments: [null, 3, { name: "x" }] }],
  ["an answer that is not an item", "Service down"],
  ["an HTTP error", { ...post, attachments: ["img_1"] }, false],
])("asks for no picture for an item with %s", async (_, payload, ok = true) => {
  const fetch = serviceAnswers(payload, ok as boolean);
  openPageAt("/blog-inner?id=blog_1", coverScript());
  await waitFor(() => expect(fetch).toHaveBeenCalled());
  // Let the answer's promise chain run to its end before looking.
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(pictureLinks()).toEqual([]);
});

it("asks for no picture, and breaks nothing, when the service cannot be reached", async () => {
  const fetch = browserFetch(async () => {
    throw new TypeError("Failed to fetch");
  });
  openPageAt("/blog-inner?id=blog_1", coverScript());
  await waitFor(() => expect(fetch).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(preloads().map(({ href }) => href)).toEqual([
    "http://localhost/page-data/blog-inner/page-data.json?id=blog_1",
  ]);
});

describe("the cover in the item's placeholder", () => {
  /** The pictures the script made, as the browser's Image would take them; `load` says the chosen
   * copy (`currentSrc`) has loaded. */
  const made: { sizes: string; srcset: string; load: (currentSrc: string) => void }[] = [];
  const realImage = window.Image;
  beforeEach(() => {
    made.length = 0;
    window.Image = class {
      sizes = "";
      srcset = "";
      currentSrc = "";
      onload: (() => void) | null = null;
      constructor() {
        made.push({
          get sizes() {
            return self.sizes;
          },
          get srcset() {
            return self.srcset;
          },
          load: (currentSrc) => {
            self.currentSrc = currentSrc;
            self.onload?.();
          },
        });
        // eslint-disable-next-line @typescript-eslint/no-this-alias
        const self = this;
      }
    } as unknown as typeof Image;
  });
  afterEach(() => {
    window.Image = realImage;
    document.body.innerHTML = "";
  });

  /** The page's placeholder as the server rendered it (blog-inner.tsx). */
  function placeholder(): HTMLElement {
    document.body.innerHTML = `<div class="service-slot"><div class="blog-post__pending" ${COVER_PLACEHOLDER}=""><p class="loading" role="status">Loading...</p></div></div>`;
    return document.querySelector<HTMLElement>(`[${COVER_PLACEHOLDER}]`)!;
  }

  it("is the copy the browser chose from the page's own srcset and sizes, drawn once it has loaded", async () => {
    const held = placeholder();
    serviceAnswers({ ...post, attachments: ["img_0094"] });
    openPageAt("/blog-inner?id=blog_1", coverScript());
    await waitFor(() => expect(made).toHaveLength(1));
    const shown = photoSource("img_0094", { original: true });
    expect(made[0].srcset).toBe(shown.srcSet);
    expect(made[0].sizes).toBe(photoSizes("page", false));
    expect(held.style.backgroundImage).toBe("");
    made[0].load(`${imageUrl("img_0094")}?w=960`);
    expect(held.style.backgroundImage).toBe(`url("${imageUrl("img_0094")}?w=960")`);
    expect(held.getAttribute(COVER_PLACEHOLDER)).toBe("shown");
  });

  it("waits for the placeholder while the page's body is still being read", async () => {
    Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
    try {
      serviceAnswers({ ...post, attachments: ["img_0094"] });
      openPageAt("/blog-inner?id=blog_1", coverScript());
      await waitFor(() => expect(made).toHaveLength(1));
      made[0].load(`${imageUrl("img_0094")}?w=480`);
      const held = placeholder();
      document.dispatchEvent(new Event("DOMContentLoaded"));
      expect(held.style.backgroundImage).toBe(`url("${imageUrl("img_0094")}?w=480")`);
    } finally {
      delete (document as { readyState?: DocumentReadyState }).readyState;
    }
  });

  it("draws nothing, and breaks nothing, where React has already put the post in the placeholder's place", async () => {
    document.body.innerHTML = `<article class="blog-post"><img class="blog-post__cover" alt=""></article>`;
    serviceAnswers({ ...post, attachments: ["img_0094"] });
    openPageAt("/blog-inner?id=blog_1", coverScript());
    await waitFor(() => expect(made).toHaveLength(1));
    made[0].load(`${imageUrl("img_0094")}?w=960`);
    expect(document.body.innerHTML).toBe(`<article class="blog-post"><img class="blog-post__cover" alt=""></article>`);
  });

  it("cannot be made to end its CSS address by a quote in the picture's address", async () => {
    const held = placeholder();
    // What the script writes, as written (jsdom's CSS parser drops some values Chromium keeps).
    let written = "";
    Object.defineProperty(held.style, "backgroundImage", { set: (value: string) => (written = value) });
    serviceAnswers({ ...post, attachments: ["img_0094"] });
    openPageAt("/blog-inner?id=blog_1", coverScript());
    await waitFor(() => expect(made).toHaveLength(1));
    made[0].load('https://content.example/api/image?url=a") , url("https://evil.example/x.png');
    expect(written).toBe('url("https://content.example/api/image?url=a%22) , url(%22https://evil.example/x.png")');
  });

  it("is not made for an item without a picture", async () => {
    placeholder();
    const fetch = serviceAnswers({ ...post });
    openPageAt("/blog-inner?id=blog_1", coverScript());
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(made).toHaveLength(0);
  });
});
