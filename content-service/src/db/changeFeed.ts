import type pg from "pg";
import type { DbEvents } from "./events";

/** How often the listening connection proves it is alive, and catches a change it might have missed. */
export const HEARTBEAT_MS = 5_000;
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5_000;

/** Which version of the content a PostgreSQL database holds, learnt from its notifications
 * (LISTEN content_changed, sent by the triggers of migrations/0006) rather than asked on each read.
 * While the listening connection is down, notifications are lost: each read then asks the database
 * (`ask`), until the connection is back and the version has been read again. */
export class ChangeFeed {
  private generation = 0;
  private listening = false;
  private lastCount: number | null = null;
  private client: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private retryMs = RETRY_FIRST_MS;
  private closed = false;

  constructor(
    private readonly newClient: () => pg.Client,
    private readonly ask: () => Promise<number>,
    private readonly events: DbEvents,
  ) {
    void this.listen();
  }

  /** A value that changes whenever the content may have: no query while the feed is listening. */
  current(): string | Promise<string> {
    if (this.listening) return `heard:${this.generation}`;
    return this.ask().then((count) => `asked:${count}`);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.listening = false;
    await this.client?.end().catch(() => {});
  }

  private async listen(): Promise<void> {
    const client = this.newClient();
    this.client = client;
    client.on("error", () => this.lost(client));
    client.on("end", () => this.lost(client));
    client.on("notification", () => {
      this.generation += 1;
      this.events.emit("notification");
    });
    try {
      await client.connect();
      await client.query("LISTEN content_changed");
      await this.check(client);
      // Whatever changed while nobody listened: the first answers after this are made anew.
      this.generation += 1;
      this.listening = true;
      this.events.emit("listening", true);
      this.retryMs = RETRY_FIRST_MS;
      this.schedule(() => this.beat(client), HEARTBEAT_MS);
    } catch {
      this.lost(client);
    }
  }

  /** Reads the database's counter: a change this connection was not told of still counts. */
  private async check(client: pg.Client): Promise<void> {
    const { rows } = await client.query<{ n: number }>("SELECT n FROM content_version");
    const count = Number(rows[0].n);
    if (this.lastCount !== null && count !== this.lastCount) this.generation += 1;
    this.lastCount = count;
  }

  private async beat(client: pg.Client): Promise<void> {
    try {
      await this.check(client);
      this.schedule(() => this.beat(client), HEARTBEAT_MS);
    } catch {
      this.lost(client);
    }
  }

  private lost(client: pg.Client): void {
    if (client !== this.client) return;
    this.client = null;
    if (this.listening) this.events.emit("listening", false);
    this.listening = false;
    void client.end().catch(() => {});
    if (this.closed) return;
    this.schedule(() => this.listen(), this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }

  private schedule(work: () => Promise<void>, ms: number): void {
    if (this.closed) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void work(), ms);
    this.timer.unref();
  }
}
