import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { DeferredForm, FORM_NOT_LOADED } from "../../../src/components/forms/DeferredForm";

const Live = () => <button type="submit">Submit</button>;
const RESTING = (
  <button type="submit" disabled>
    Submit
  </button>
);

/** A chunk that fails as often as `failures` says (a phone without network), then arrives. */
function flakyChunk(failures: number) {
  let calls = 0;
  return jest.fn(() => {
    calls += 1;
    return calls <= failures
      ? Promise.reject(new Error("Loading chunk form-contact failed."))
      : Promise.resolve({ default: Live });
  });
}

test("a form whose code cannot be fetched says so above its disabled fields, and Try again fetches it", async () => {
  const load = flakyChunk(1);
  render(<DeferredForm load={load} resting={RESTING} />);
  expect(await screen.findByRole("alert")).toHaveTextContent(FORM_NOT_LOADED);
  expect(screen.getByRole("button", { name: "Submit" })).toBeDisabled();

  fireEvent.click(screen.getByRole("button", { name: "Try again" }));
  await waitFor(() => expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled());
  expect(screen.queryByRole("alert")).toBeNull();
  expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  expect(load).toHaveBeenCalledTimes(2);
});

test("it tries again by itself when the browser is back online", async () => {
  const load = flakyChunk(1);
  render(<DeferredForm load={load} resting={RESTING} />);
  await screen.findByRole("alert");
  act(() => {
    window.dispatchEvent(new Event("online"));
  });
  await waitFor(() => expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled());
  expect(load).toHaveBeenCalledTimes(2);
});

test("a second failure says so again, and the form stays as drawn", async () => {
  const load = flakyChunk(2);
  render(<DeferredForm load={load} resting={RESTING} />);
  await screen.findByRole("alert");
  fireEvent.click(screen.getByRole("button", { name: "Try again" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(FORM_NOT_LOADED);
  expect(screen.getByRole("button", { name: "Submit" })).toBeDisabled();
  expect(load).toHaveBeenCalledTimes(2);
});

test("a form whose code arrives shows no message", async () => {
  render(<DeferredForm load={flakyChunk(0)} resting={RESTING} />);
  await waitFor(() => expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled());
  expect(screen.queryByRole("alert")).toBeNull();
});
