/** Photos are decoded two at a time, whatever arrives: decoding a large photo takes tens of
 * megabytes for a second or two, and many at once would take the process's memory with them. A
 * few more wait their turn; beyond that the service says it is busy (503) instead of growing. */
export const DECODE_SLOTS = 2;
export const DECODE_QUEUE = 6;

export class DecodeBusy extends Error {
  constructor() {
    super("The service is busy making other photos smaller. Wait a minute and save again.");
  }
}

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` in a decoding slot, waiting for one when both are taken; DecodeBusy when too many wait. */
export async function inDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < DECODE_SLOTS) running += 1;
  else if (waiting.length < DECODE_QUEUE) await new Promise<void>((resolve) => waiting.push(resolve));
  else throw new DecodeBusy();
  try {
    return await work();
  } finally {
    // A freed slot goes straight to the next in line, so no newcomer can slip in beside it.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** How many decodes run and wait now (for tests and logs). */
export const decodeLoad = () => ({ running, waiting: waiting.length });
