import { act, render, waitFor } from "@testing-library/react";
import { AppManifestLink } from "../../../src/components/layout/AppManifestLink";

const manifestLinks = () => [...document.head.querySelectorAll('link[rel="manifest"]')];

afterEach(() => manifestLinks().forEach((link) => link.remove()));

it("puts the manifest's link into the head once the page has been drawn, not before", async () => {
  render(<AppManifestLink />);
  expect(manifestLinks()).toEqual([]);
  await waitFor(() => expect(manifestLinks()).toHaveLength(1));
  expect(manifestLinks()[0].getAttribute("href")).toBe("/manifest.webmanifest");
});

it("adds it once when two pages' waits end together", () => {
  jest.useFakeTimers();
  try {
    render(<AppManifestLink />);
    render(<AppManifestLink />);
    act(() => jest.runAllTimers());
    expect(manifestLinks()).toHaveLength(1);
  } finally {
    jest.useRealTimers();
  }
});
