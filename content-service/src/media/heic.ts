import { Worker } from "worker_threads";

/**
 * HEIC/HEIF photos (iPhones) to JPEG, with heic-convert: libheif in WebAssembly, because sharp's
 * prebuilt binaries do not decode HEVC. The JPEG then goes through the same sharp pipeline as any
 * photo (upright, metadata dropped, shrunk).
 *
 * libheif decodes and jpeg-js encodes synchronously, for a second or more on a phone photo: each
 * conversion runs in a worker thread of its own, so the service keeps answering meanwhile, and the
 * worker's WebAssembly memory is returned when it ends. One conversion at a time bounds memory.
 */

/** Far longer than a 48-megapixel photo takes here; a file that hangs the decoder is refused. */
const CONVERSION_TIMEOUT_MS = 120_000;
/** The intermediate JPEG is encoded again by sharp: high quality keeps that second loss small. */
const QUALITY = 0.95;

const WORKER = `
const { parentPort, workerData } = require("worker_threads");
// libheif prints its parse errors; the refusal the service answers says what the office needs.
console.log = console.error = () => {};
const convert = require(workerData.module);
convert({ buffer: workerData.bytes, format: "JPEG", quality: workerData.quality }).then(
  (jpeg) => parentPort.postMessage({ jpeg }),
  (error) => parentPort.postMessage({ error: String((error && error.message) || error) }),
);
`;

export class HeicNotConverted extends Error {}

function convertInWorker(bytes: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: { module: require.resolve("heic-convert"), bytes: new Uint8Array(bytes), quality: QUALITY },
    });
    const timer = setTimeout(() => finish(new HeicNotConverted("timed out")), CONVERSION_TIMEOUT_MS);
    let done = false;
    function finish(outcome: Buffer | Error) {
      if (done) return;
      done = true;
      clearTimeout(timer);
      void worker.terminate();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    }
    worker.on("message", (message: { jpeg?: Uint8Array; error?: string }) =>
      finish(message.jpeg ? Buffer.from(message.jpeg) : new HeicNotConverted(message.error ?? "no image")),
    );
    worker.on("error", (error) => finish(new HeicNotConverted(error.message)));
    worker.on("exit", (code) => finish(new HeicNotConverted(`the converter stopped (${code})`)));
  });
}

let queue: Promise<unknown> = Promise.resolve();

/** The photo as a JPEG; rejects with HeicNotConverted when libheif cannot read it. */
export function heicToJpeg(bytes: Buffer): Promise<Buffer> {
  const run = queue.then(() => convertInWorker(bytes));
  queue = run.catch(() => undefined);
  return run;
}
