import { expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { atConsole } from "./deskConsole";

/** The content service the build talks to; the desk's API is on its own origin. */
const SERVICE = "http://127.0.0.1:4000";

/** A phone's portrait photo (3:4) of a standing figure: a head at the top, feet at the bottom, so that
 * a crop shows at once which end it cut. */
export const PORTRAIT = { width: 1200, height: 1600 };

const figure = `<svg xmlns="http://www.w3.org/2000/svg" width="${PORTRAIT.width}" height="${PORTRAIT.height}">
  <rect width="100%" height="100%" fill="#8fc1e3"/>
  <rect y="1300" width="100%" height="300" fill="#5d9b47"/>
  <circle cx="600" cy="230" r="150" fill="#e0ac69"/>
  <rect x="420" y="400" width="360" height="620" rx="60" fill="#c0392b"/>
  <rect x="440" y="1010" width="130" height="520" fill="#1f3a5f"/>
  <rect x="630" y="1010" width="130" height="520" fill="#1f3a5f"/>
</svg>`;

const landscape = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#d35400" } })
    .jpeg()
    .toBuffer();

export interface PortraitAlbum {
  id: string;
  title: string;
  remove: () => Promise<void>;
}

/** An album of its own, published at the desk's API as the desk publishes one: a portrait photo, then
 * a landscape one. Dated years back, so that the lists' current year, which other tests count, does
 * not show it, in the month of a seeded activity, so that the month filter offers no new month. */
export async function publishPortraitAlbum(): Promise<PortraitAlbum> {
  const editor = { email: `portrait-${Date.now()}@school.example`, password: "a long password for photos" };
  atConsole("staff", ["add", editor.email, "--role", "editor"], editor.password);
  const desk: APIRequestContext = await playwrightRequest.newContext({
    baseURL: SERVICE,
    extraHTTPHeaders: { Origin: SERVICE },
  });
  expect((await desk.post("/api/desk/session", { data: editor })).status()).toBe(204);
  const upload = async (name: string, buffer: Buffer) => {
    const response = await desk.post("/api/desk/media", {
      multipart: { file: { name, mimeType: "image/jpeg", buffer } },
    });
    expect(response.status()).toBe(201);
    return (await response.json()).id as string;
  };
  const photos = [
    await upload("standing.jpg", await sharp(Buffer.from(figure)).jpeg().toBuffer()),
    await upload("field.jpg", await landscape()),
  ];
  const seeded = await desk.get("/api/subGallery?id=gallery_7");
  const monthAndDay = String((await seeded.json()).date).slice(4, 10);
  const title = `Relay Day ${Date.now()}`;
  const created = await desk.post("/api/desk/gallery", {
    data: {
      category: "RecentActivities",
      title,
      date: `2019${monthAndDay}`,
      description: "The relay.",
      attachments: photos,
    },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).id as string;
  return {
    id,
    title,
    remove: async () => {
      const read = await desk.get(`/api/desk/gallery/${id}`);
      await desk.delete(`/api/desk/gallery/${id}`, { headers: { "If-Match": read.headers().etag ?? "" } });
      await desk.dispose();
    },
  };
}
