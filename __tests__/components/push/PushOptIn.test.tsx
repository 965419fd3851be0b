import { renderToString } from "react-dom/server";
import { fireEvent, render, screen } from "@testing-library/react";
import { PushOptIn, RestingPushOptIn, STILL_LOADING } from "../../../src/components/push/PushOptIn";
import PushOptInLive from "../../../src/components/push/PushOptInLive";
import * as client from "../../../src/client/push";

/** The line that says how the last tap went (a polite live region). */
const resultLine = () => document.querySelector(".push-optin__result");

jest.mock("../../../src/client/push", () => ({
  pushState: jest.fn(),
  rememberedInformation: jest.fn(() => false),
  levelsFor: jest.requireActual("../../../src/client/push").levelsFor,
  subscribe: jest.fn(),
  unsubscribe: jest.fn(),
  changeLevels: jest.fn(),
}));

const mocked = client as jest.Mocked<typeof client>;

beforeEach(() => jest.clearAllMocks());

it("is in the page the server renders, offering closures and emergencies, before any code of its own runs", () => {
  const html = renderToString(<PushOptIn />);
  expect(html).toContain("Urgent notices on your phone");
  expect(html).toContain("Closures and emergencies of this school, sent to this phone as they are published.");
  expect(html).toContain("Also information notices");
  expect(html).toContain("Get urgent notices on this phone");
  expect(mocked.pushState).not.toHaveBeenCalled();
});

it("says to tap again when tapped before its code has arrived, as on a slow line", () => {
  // The footer is still far below the screen: its code is not fetched.
  window.IntersectionObserver = class {
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  try {
    render(<PushOptIn />);
    expect(resultLine()).toHaveTextContent(/^$/);
    fireEvent.click(screen.getByRole("button", { name: "Get urgent notices on this phone" }));
    expect(resultLine()).toHaveTextContent(STILL_LOADING);
    expect(mocked.subscribe).not.toHaveBeenCalled();
  } finally {
    delete (window as Partial<typeof window>).IntersectionObserver;
  }
});

it("adds nothing to the message above it once its code could not be fetched", () => {
  render(<RestingPushOptIn failed />);
  fireEvent.click(screen.getByRole("button", { name: "Get urgent notices on this phone" }));
  expect(resultLine()).toHaveTextContent(/^$/);
});

it.each([
  ["home-screen", "On an iPhone, first add this site to the home screen: Share, then Add to Home Screen."],
  ["denied", "Notices are blocked for this site: allow notifications in the browser's site settings, then reload."],
  ["unsupported", "This browser cannot receive notices from websites: Chrome or Firefox on Android can."],
] as const)("where push cannot work (%s) it says why in one line", async (state, line) => {
  mocked.pushState.mockResolvedValue(state);
  render(<PushOptInLive />);
  expect(await screen.findByText(line)).toBeInTheDocument();
});

it("subscribes with the levels chosen only when tapped, then offers to stop, which unsubscribes", async () => {
  mocked.pushState.mockResolvedValue("ready");
  mocked.subscribe.mockResolvedValue("subscribed");
  mocked.unsubscribe.mockResolvedValue(true);
  render(<PushOptInLive />);
  await screen.findByText("Closures and emergencies of this school, sent to this phone as they are published.");
  expect(mocked.subscribe).not.toHaveBeenCalled();

  fireEvent.click(screen.getByRole("checkbox", { name: "Also information notices" }));
  fireEvent.click(screen.getByRole("button", { name: "Get urgent notices on this phone" }));
  expect(await screen.findByRole("button", { name: "Stop urgent notices" })).toBeInTheDocument();
  expect(mocked.subscribe).toHaveBeenCalledWith(["emergency", "closure", "information"]);
  expect(resultLine()).toHaveTextContent("Done: urgent notices from the school will come to this phone.");

  fireEvent.click(screen.getByRole("button", { name: "Stop urgent notices" }));
  expect(await screen.findByRole("button", { name: "Get urgent notices on this phone" })).toBeInTheDocument();
  expect(mocked.unsubscribe).toHaveBeenCalledTimes(1);
  expect(resultLine()).toHaveTextContent("Stopped: this phone will get no more notices from the school.");
});

it("says so when the service cannot keep the subscription, and stays ready to try again", async () => {
  mocked.pushState.mockResolvedValue("ready");
  mocked.subscribe.mockResolvedValue("failed");
  render(<PushOptInLive />);
  fireEvent.click(await screen.findByRole("button", { name: "Get urgent notices on this phone" }));
  expect(
    await screen.findByText("The school's notice service could not be reached. Please try again."),
  ).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Get urgent notices on this phone" })).toBeInTheDocument();
  expect(mocked.subscribe).toHaveBeenCalledWith(["emergency", "closure"]);
});

it("changes the levels of a subscription when the box is ticked, keeping the old choice if the service says no", async () => {
  mocked.pushState.mockResolvedValue("subscribed");
  mocked.changeLevels.mockResolvedValueOnce(true).mockResolvedValueOnce(false);
  render(<PushOptInLive />);
  await screen.findByRole("button", { name: "Stop urgent notices" });
  const box = screen.getByRole("checkbox", { name: "Also information notices" });
  fireEvent.click(box);
  expect(await screen.findByText("Saved: this phone's choice of notices has changed.")).toBeInTheDocument();
  expect(mocked.changeLevels).toHaveBeenLastCalledWith(["emergency", "closure", "information"]);
  expect(box).toBeChecked();
  fireEvent.click(box);
  expect(
    await screen.findByText("The school's notice service could not be reached. Please try again."),
  ).toBeInTheDocument();
  expect(box).toBeChecked();
});
