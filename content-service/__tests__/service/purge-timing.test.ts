/** @jest-environment node */
import { publish, purgingService, standIn, STARTS_A_SERVICE_MS, until } from "./purgeKit";

it(
  "answers a save, and a deletion, only once the cache node has answered its ban",
  async () => {
    // The node keeps each first ban unanswered until the test releases it, and takes the rest.
    const node = await standIn((index) => (index < 2 ? "hold" : { status: 200 }));
    const { service, desk } = await purgingService({ nodes: [node.url] });
    try {
      let released = false;
      const answered = (response: Response) => ({ status: response.status, afterTheBan: released });
      const saving = publish(desk).then(answered);
      await until(() => node.received.length === 1, "the save's ban");
      released = true;
      node.release();
      expect(await saving).toEqual({ status: 201, afterTheBan: true });

      const { id, version } = (await (await desk.request(`/api/desk/news?_start=0&_end=1`)).json())[0];
      released = false;
      const deleting = desk
        .request(`/api/desk/news/${id}`, { method: "DELETE", headers: { "If-Match": `"${version}"` } })
        .then(answered);
      await until(() => node.received.length === 2, "the deletion's ban");
      released = true;
      node.release();
      expect(await deleting).toEqual({ status: 200, afterTheBan: true });
    } finally {
      await service.close();
      await node.close();
    }
  },
  STARTS_A_SERVICE_MS,
);

it(
  "sends a save's ban again a moment later, to drop what an instance that had not heard of it yet served",
  async () => {
    const node = await standIn();
    const { service, desk } = await purgingService({ nodes: [node.url], againMs: 50 });
    try {
      expect((await publish(desk)).status).toBe(201);
      await until(() => node.received.length === 2, "the second ban");
      const [first, again] = node.received;
      expect(first).toMatchObject({ method: "BAN", url: "/" });
      expect(again).toEqual(first);
    } finally {
      await service.close();
      await node.close();
    }
  },
  STARTS_A_SERVICE_MS,
);
