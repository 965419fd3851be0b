import type { FastifyBaseLogger } from "fastify";
import { indiaNow, noticesInForce } from "@school/contract/alerts";
import { listEntities } from "../db/entities";
import type { Db } from "../db/open";
import {
  claimDueSends,
  confirmSubscription,
  endSubscription,
  finishSend,
  queueNotice,
  retrySend,
  type DueSend,
} from "../db/pushQueue";
import { schoolsInOrder } from "../db/schools";
import { acrossSchools, forSchool } from "../db/schoolScope";
import { backoffMs, MAX_ATTEMPTS, type Delivery } from "./delivery";
import { noticePush } from "./noticePush";
import { sendPush, type PushSigning } from "./sendPush";

export interface PushSenderOptions {
  /** How often every instance looks for notices come into force and pushes due. */
  everyMs: number;
  /** Pushes in flight at once: thousands of phones take a while, and never the desk's time. */
  concurrency: number;
  /** How long a claimed push is this instance's alone: well over a batch's longest time. */
  leaseMs: number;
}

export const PUSH_SENDER_DEFAULTS: PushSenderOptions = { everyMs: 10_000, concurrency: 8, leaseMs: 120_000 };

/**
 * Sends the urgent notices to the phones that asked for them. Every instance of the service runs
 * one; the queue is in the database (db/pushQueue.ts), so they share the work and a restart loses
 * nothing: each round queues the notices in force that were not queued as they are (a notice
 * published or edited, or a scheduled one come into force), then sends what is due, a few at a
 * time. Closing stops claiming, and waits for the pushes in flight to be sent and recorded, so that
 * none is sent twice. (An instance killed outright leaves its claimed pushes to be sent again when
 * their lease ends; the Topic header and the notification's tag make a phone show one notice.)
 */
export class PushSender {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private closing = false;

  constructor(
    private readonly db: Db,
    private readonly signing: PushSigning,
    private readonly log: FastifyBaseLogger,
    private readonly options: PushSenderOptions = PUSH_SENDER_DEFAULTS,
  ) {}

  start(): void {
    this.wake();
  }

  /** Runs a round now, or right after the one under way (a notice was just saved). */
  wake(): void {
    if (this.closing) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.running = this.round()
      .catch((error: unknown) => this.log.warn({ err: error }, "pushing urgent notices failed; trying again shortly"))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        } else if (!this.closing) {
          // The next round a while after this one ended, however long it took.
          this.timer = setTimeout(() => this.wake(), this.options.everyMs);
          this.timer.unref();
        }
      });
  }

  async close(): Promise<void> {
    this.closing = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private async round(): Promise<void> {
    await this.queueNoticesInForce();
    const all = acrossSchools(this.db);
    const { concurrency, leaseMs } = this.options;
    while (!this.closing) {
      const due = await claimDueSends(all, Date.now(), concurrency * 2, leaseMs);
      if (!due.length) return;
      const queue = [...due];
      const worker = async () => {
        for (let send = queue.shift(); send; send = queue.shift())
          await this.record(send, await sendPush(send, this.signing));
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
    }
  }

  private async queueNoticesInForce(): Promise<void> {
    const now = indiaNow();
    for (const { code } of await schoolsInOrder(acrossSchools(this.db))) {
      const school = forSchool(this.db, code);
      for (const notice of noticesInForce(await listEntities(school, "alert"), now)) {
        const push = noticePush(notice);
        if (!push) continue;
        const queued = await queueNotice(
          school,
          {
            alertId: String(notice._id),
            digest: push.digest,
            level: push.payload.level,
            payload: JSON.stringify(push.payload),
            endsAt: push.endsAt,
          },
          Date.now(),
        );
        if (queued)
          this.log.info({ school: code, notice: notice._id, phones: queued }, "urgent notice queued for phones");
      }
    }
  }

  private async record(send: DueSend, delivery: Delivery): Promise<void> {
    const db = forSchool(this.db, send.school);
    const now = Date.now();
    if (delivery.outcome === "sent") {
      await finishSend(db, send.id, "sent", now);
      await confirmSubscription(db, send.subscriptionId, now);
    } else if (delivery.outcome === "gone") {
      await endSubscription(db, send.subscriptionId, now);
      await finishSend(db, send.id, "gone", now);
    } else if (delivery.outcome === "retry") {
      const nextAt = now + (delivery.afterMs ?? backoffMs(send.attempts));
      if (send.attempts + 1 >= MAX_ATTEMPTS || nextAt >= send.endsAt) await finishSend(db, send.id, "failed", now);
      else await retrySend(db, send.id, nextAt);
    } else await finishSend(db, send.id, "failed", now);
  }
}
