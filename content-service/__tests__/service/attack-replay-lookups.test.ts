/** @jest-environment node */
/** The attack on certificate lookups, replayed (attackReplay.ts): many addresses guessing one
 * admission number's name. */
import { FINDINGS, record, summary, replayAgainstService, postJson } from "./attackReplay";

replayAgainstService("lookups");

describe(FINDINGS.lookups, () => {
  it("10 failed lookups of one admission number from 10 addresses, then its right name from an 11th: 429, unchecked; another number is still answered", async () => {
    const lookup = (admission: string, name: string) => postJson("/api/tc/DPSSWB", JSON.stringify({ admission, name }));
    const failed = [];
    for (let i = 0; i < 10; i++) failed.push(await lookup("DPS/2018/1021", `Guessed Name ${i}`));
    record(FINDINGS.lookups, "10 lookups of DPS/2018/1021 with wrong names, from 10 addresses", summary(failed));
    const right = await lookup("DPS/2018/1021", "Sourav Ghosh");
    record(
      FINDINGS.lookups,
      "then DPS/2018/1021 with the right name, from an 11th address",
      right,
      `Retry-After ${right.header("retry-after")}`,
    );
    const another = await lookup("DPS/2016/0733", "Priya Chatterjee");
    record(FINDINGS.lookups, "then DPS/2016/0733 with its right name", another);

    expect(failed.map((answer) => answer.status)).toEqual(Array(10).fill(404));
    expect(right.status).toBe(429);
    expect(right.json?.error).toMatch(
      /^Too many tries for this admission number\. Please try again after \d{1,2}:\d{2} [ap]m, or contact the school office\.$/,
    );
    expect(Number(right.header("retry-after"))).toBeGreaterThan(3500);
    expect(right.json?.data).toBeUndefined();
    expect(another.status).toBe(200);
  });
});
