import { itemPreloadScript } from "../../src/lib/itemPreload";

const SERVICE = "https://content.example/api/innerBlog?id=";

/** Runs the script as the browser would, in the head of a page opened at `address`; the addresses
 * it asked the browser to preload, and how. */
function openPageAt(address: string, script = itemPreloadScript("/blog-inner", SERVICE)) {
  window.history.replaceState(null, "", address);
  const element = document.createElement("script");
  element.textContent = script;
  document.head.append(element);
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    href: link.href,
    as: link.as,
    crossOrigin: link.crossOrigin,
  }));
}

afterEach(() => {
  document.head.innerHTML = "";
});

it.each([
  ["/blog-inner?id=blog_1", "blog_1", "?id=blog_1"],
  ["/blog-inner/?id=a%20b%26c&x=1", "a%20b%26c", "?id=a%20b%26c&x=1"],
  ["/blog-inner?x=1&id=%3Cb%3E", "%3Cb%3E", "?x=1&id=%3Cb%3E"],
])("at %s asks for the item and the page's data with that query, without credentials, as the page will", (address, id, query) => {
  expect(openPageAt(address)).toEqual([
    { href: `${SERVICE}${id}`, as: "fetch", crossOrigin: "anonymous" },
    { href: `http://localhost/page-data/blog-inner/page-data.json${query}`, as: "fetch", crossOrigin: "anonymous" },
  ]);
});

it.each(["/blog-inner", "/blog-inner?id="])("asks for nothing at %s, where the page has no item to show", (address) => {
  expect(openPageAt(address)).toEqual([]);
});

it("cannot be ended early by the address it is given", () => {
  const script = itemPreloadScript("/blog-inner", "https://content.example/</script><script>alert(1)//?id=");
  expect(script).not.toContain("</script>");
  expect(openPageAt("/blog-inner?id=x", script)[0].href).toBe("https://content.example/%3C/script%3E%3Cscript%3Ealert(1)//?id=x");
});

it("asks for the page's data alone on an item page that names no call of its own", () => {
  expect(openPageAt("/blog-inner?id=7", itemPreloadScript("/blog-inner")).map(({ href }) => href)).toEqual([
    "http://localhost/page-data/blog-inner/page-data.json?id=7",
  ]);
});
