import {
  moveAttachment,
  toAttachmentItems,
  uploadAttachments,
  type AttachmentItem,
} from "../../desk/src/lib/attachments";

const photo = (name: string) => new File(["bytes"], name, { type: "image/jpeg" });
const preview = (file: File) => `blob:${file.name}`;

describe("toAttachmentItems", () => {
  const file = photo("a.jpg");
  const chosen = { rawFile: file, src: "blob:a.jpg", title: "a.jpg" };
  it.each<[string, unknown, AttachmentItem[]]>([
    ["a record's ids", ["id1", "id2"], [{ attachmentId: "id1" }, { attachmentId: "id2" }]],
    ["one id (a certificate)", "id1", [{ attachmentId: "id1" }]],
    ["nothing", null, []],
    ["an empty id", "", []],
    ["a dropped file", file, [chosen]],
    ["items already made, kept as they are", [{ attachmentId: "id1" }, chosen], [{ attachmentId: "id1" }, chosen]],
    ["ids and dropped files together, in order", ["id1", file], [{ attachmentId: "id1" }, chosen]],
    ["anything else, dropped", [42, { src: "x" }, "id3"], [{ attachmentId: "id3" }]],
  ])("reads %s", (_, value, items) => {
    expect(toAttachmentItems(value, preview)).toEqual(items);
  });
});

describe("moveAttachment", () => {
  it.each([
    [0, 2, ["b", "c", "a"]],
    [2, 0, ["c", "a", "b"]],
    [1, 1, ["a", "b", "c"]],
    [1, 9, ["a", "c", "b"]],
    [1, -3, ["b", "a", "c"]],
    [5, 0, ["a", "b", "c"]],
  ])("moves the entry at %i to %i", (from, to, order) => {
    expect(moveAttachment(["a", "b", "c"], from, to)).toEqual(order);
  });
});

describe("uploadAttachments", () => {
  const items = (names: string[]): AttachmentItem[] =>
    names.map((name) =>
      name.endsWith(".jpg") ? { rawFile: photo(name), src: `blob:${name}`, title: name } : { attachmentId: name },
    );

  it("keeps the editor's order whatever order the uploads finish in", async () => {
    const finish: Record<string, () => void> = {};
    const upload = (file: File) =>
      new Promise<string>((resolve) => (finish[file.name] = () => resolve(`id-of-${file.name}`)));
    const done = uploadAttachments(items(["a.jpg", "kept", "b.jpg", "c.jpg"]), upload, { concurrency: 3 });
    await Promise.resolve();
    finish["c.jpg"]();
    finish["b.jpg"]();
    finish["a.jpg"]();
    expect(await done).toEqual(["id-of-a.jpg", "kept", "id-of-b.jpg", "id-of-c.jpg"]);
  });

  it("sends at most `concurrency` files at once and reports each one sent", async () => {
    let running = 0;
    let most = 0;
    const progress: string[] = [];
    const upload = async (file: File) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
      return file.name;
    };
    await uploadAttachments(items(["1.jpg", "2.jpg", "3.jpg", "4.jpg", "5.jpg"]), upload, {
      concurrency: 2,
      onProgress: (sent, total) => progress.push(`${sent}/${total}`),
    });
    expect(most).toBe(2);
    expect(progress).toEqual(["0/5", "1/5", "2/5", "3/5", "4/5", "5/5"]);
  });

  it("sends nothing when every attachment is stored already", async () => {
    const upload = jest.fn();
    expect(await uploadAttachments(items(["x", "y"]), upload)).toEqual(["x", "y"]);
    expect(upload).not.toHaveBeenCalled();
  });

  it("fails naming the file the service refused, keeps its status, and starts no further upload", async () => {
    const sent: string[] = [];
    const upload = async (file: File) => {
      sent.push(file.name);
      if (file.name === "b.jpg") throw Object.assign(new Error("The file is too large."), { status: 413 });
      return file.name;
    };
    const failure = await uploadAttachments(items(["a.jpg", "b.jpg", "c.jpg", "d.jpg"]), upload, {
      concurrency: 1,
    }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ message: "b.jpg: The file is too large.", status: 413 });
    expect(sent).toEqual(["a.jpg", "b.jpg"]);
  });

  it("does not name the file twice when the service's refusal names it already", async () => {
    const refusal =
      "b.jpg is a PDF, not a photo, whatever its name says. Only photos (JPEG, PNG, WebP or HEIC) can go here.";
    const upload = async (file: File) => {
      if (file.name === "b.jpg") throw Object.assign(new Error(refusal), { status: 400 });
      return file.name;
    };
    await expect(uploadAttachments(items(["b.jpg"]), upload)).rejects.toMatchObject({ message: refusal, status: 400 });
  });
});
