import { authHeaders } from "../../src/client/auth";

afterEach(() => window.localStorage.clear());

it("sends no Authorization header when no token is stored", () => {
  expect(authHeaders()).toEqual({});
});

it("sends the stored token as a bearer token", () => {
  window.localStorage.setItem("token", "abc.def");
  expect(authHeaders()).toEqual({ Authorization: "Bearer abc.def" });
});

it("treats a blank token as none", () => {
  window.localStorage.setItem("token", "   ");
  expect(authHeaders()).toEqual({});
});

it("behaves as if empty when storage is blocked", () => {
  const spy = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
    throw new Error("SecurityError");
  });
  expect(authHeaders()).toEqual({});
  spy.mockRestore();
});
