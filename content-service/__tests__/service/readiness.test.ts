/** @jest-environment node */
/** GET /ready, for a load balancer: 200 while the service can serve, 503 (with Retry-After) when its
 * data folder is gone; GET /health, the process's liveness, stays 200. The database's side is
 * shown on a real PostgreSQL stopped under the service (__tests__/postgres/database-restart.test.ts). */
import { renameSync } from "fs";
import { startService } from "./helpers";

it("answers ready while the database and the data folder can be used, and 503 once the folder is gone", async () => {
  const service = await startService();
  try {
    const ready = await fetch(`${service.base}/ready`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.json()).toEqual({ ready: true, database: "ok", files: "ok" });

    renameSync(service.dataDir, `${service.dataDir}-unmounted`);
    const gone = await fetch(`${service.base}/ready`);
    expect(gone.status).toBe(503);
    expect(Number(gone.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await gone.json()).toEqual({ ready: false, database: "ok", files: "unavailable" });
    expect((await fetch(`${service.base}/health`)).status).toBe(200);
  } finally {
    await service.close();
  }
});
