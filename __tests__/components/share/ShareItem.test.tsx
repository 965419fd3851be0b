import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ShareItem } from "../../../src/components/share/ShareItem";

const ADDRESS = /\/share\/album\/gallery_7\?school=/;

function withNavigator(parts: { share?: jest.Mock; writeText?: jest.Mock }) {
  Object.defineProperty(navigator, "share", { value: parts.share, configurable: true });
  Object.defineProperty(navigator, "clipboard", {
    value: parts.writeText ? { writeText: parts.writeText } : undefined,
    configurable: true,
  });
}

afterEach(() => withNavigator({}));

/** Clicks Share with the browser's share sheet and clipboard as given (user-event's own clipboard
 * is set up first, so that it does not replace them). */
const shareIt = async (parts: { share?: jest.Mock; writeText?: jest.Mock }) => {
  const user = userEvent.setup();
  withNavigator(parts);
  render(<ShareItem kind="album" id="gallery_7" title="Sports Day" />);
  await user.click(screen.getByRole("button", { name: "Share" }));
};

it("opens the phone's share sheet with the album's title and its preview link", async () => {
  const share = jest.fn().mockResolvedValue(undefined);
  const writeText = jest.fn();
  await shareIt({ share, writeText });
  expect(share).toHaveBeenCalledWith({ title: "Sports Day", url: expect.stringMatching(ADDRESS) });
  expect(writeText).not.toHaveBeenCalled();
  expect(screen.getByRole("status")).toHaveTextContent("");
});

it("says nothing when the visitor closes the share sheet", async () => {
  const writeText = jest.fn();
  await shareIt({ share: jest.fn().mockRejectedValue(new DOMException("closed", "AbortError")), writeText });
  expect(writeText).not.toHaveBeenCalled();
  expect(screen.getByRole("status")).toHaveTextContent("");
});

it("copies the link where there is no share sheet, and says so", async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  await shareIt({ writeText });
  expect(writeText).toHaveBeenCalledWith(expect.stringMatching(ADDRESS));
  expect(screen.getByRole("status")).toHaveTextContent("Link copied. Paste it into a message or a post to share it.");
});

it("shows the link to copy by hand when the share sheet fails and copying is refused", async () => {
  await shareIt({
    share: jest.fn().mockRejectedValue(new DOMException("no", "NotAllowedError")),
    writeText: jest.fn().mockRejectedValue(new DOMException("no", "NotAllowedError")),
  });
  expect(screen.getByRole("status").textContent).toMatch(
    /^Copy this link to share it: .*\/share\/album\/gallery_7\?school=/,
  );
});
