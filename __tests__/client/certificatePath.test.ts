import { certificatePath } from "../../src/client/certificatePath";

it("reads the data field of a lookup answer", () => {
  expect(certificatePath({ data: "tc/abc.jpg" })).toBe("tc/abc.jpg");
  expect(certificatePath({ data: 3 })).toBeNull();
  expect(certificatePath(null)).toBeNull();
});
