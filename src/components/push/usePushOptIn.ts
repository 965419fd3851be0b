import { useCallback, useEffect, useState } from "react";
import type { PushState } from "../../client/push";

// What subscribes (src/client/push.ts) loads only when the opt-in takes part in the page: when the
// footer comes near the screen (HydrateWhenNear), or with the notices' area, which loads on its own.
const loadClient = () => import("../../client/push");

export const RESULTS = {
  subscribed: "Done: urgent notices from the school will come to this phone.",
  stopped: "Stopped: this phone will get no more notices from the school.",
  changed: "Saved: this phone's choice of notices has changed.",
  failed: "The school's notice service could not be reached. Please try again.",
  dismissed: "The browser was not allowed to show notices, so nothing was changed.",
} as const;

/** The opt-in's state, from the browser (`first` until the browser is asked: ready, as the server
 * rendered it), the result of the last tap, and the taps' actions. */
export function usePushOptIn(first: PushState = "ready") {
  const [state, setState] = useState<PushState>(first);
  const [information, setInformation] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState("");

  useEffect(() => {
    let current = true;
    void loadClient().then(async (client) => {
      const found = await client.pushState();
      if (!current) return;
      setState(found);
      if (found === "subscribed") setInformation(client.rememberedInformation());
    });
    return () => {
      current = false;
    };
  }, []);

  const act = useCallback(async (task: (client: Awaited<ReturnType<typeof loadClient>>) => Promise<void>) => {
    setBusy(true);
    setResult("");
    try {
      await task(await loadClient());
    } catch {
      setResult(RESULTS.failed);
    } finally {
      setBusy(false);
    }
  }, []);

  const start = () =>
    act(async (client) => {
      const answer = await client.subscribe(client.levelsFor(information));
      if (answer === "subscribed") setState("subscribed");
      if (answer === "denied") setState("denied");
      setResult(answer === "denied" ? "" : RESULTS[answer]);
    });

  const stop = () =>
    act(async (client) => {
      const stopped = await client.unsubscribe();
      if (stopped) setState("ready");
      setResult(stopped ? RESULTS.stopped : RESULTS.failed);
    });

  const choose = (withInformation: boolean) => {
    setInformation(withInformation);
    if (state === "subscribed")
      void act(async (client) => {
        const changed = await client.changeLevels(client.levelsFor(withInformation));
        if (!changed) setInformation(!withInformation);
        setResult(changed ? RESULTS.changed : RESULTS.failed);
      });
  };

  return { state, information, busy, result, start, stop, choose };
}
