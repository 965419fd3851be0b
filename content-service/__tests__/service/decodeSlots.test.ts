/** @jest-environment node */
import { DECODE_QUEUE, DECODE_SLOTS, DecodeBusy, decodeLoad, inDecodeSlot } from "../../src/media/decodeSlots";

/** A decode that ends when the test says so. */
function heldDecode() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  let started = false;
  const result = inDecodeSlot(async () => {
    started = true;
    await done;
    return "decoded";
  });
  return { result, finish, started: () => started };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

it("decodes two photos at once, lets six wait their turn in order, and answers busy to the next", async () => {
  const decodes = Array.from({ length: DECODE_SLOTS + DECODE_QUEUE }, heldDecode);
  await settled();
  expect(decodes.map((decode) => decode.started())).toEqual([true, true, false, false, false, false, false, false]);
  expect(decodeLoad()).toEqual({ running: 2, waiting: 6 });
  await expect(inDecodeSlot(async () => "one too many")).rejects.toBeInstanceOf(DecodeBusy);

  decodes[0].finish();
  await expect(decodes[0].result).resolves.toBe("decoded");
  await settled();
  expect(decodes.map((decode) => decode.started())).toEqual([true, true, true, false, false, false, false, false]);
  // A newcomer does not slip in beside the two running: the freed slot went to the next in line.
  const newcomer = heldDecode();
  await settled();
  expect(newcomer.started()).toBe(false);

  for (const decode of [...decodes.slice(1), newcomer]) {
    decode.finish();
    await decode.result;
    await settled();
  }
  expect(decodeLoad()).toEqual({ running: 0, waiting: 0 });
});

it("frees its slot when a decode fails", async () => {
  await expect(inDecodeSlot(async () => Promise.reject(new Error("unreadable")))).rejects.toThrow("unreadable");
  expect(decodeLoad()).toEqual({ running: 0, waiting: 0 });
});
