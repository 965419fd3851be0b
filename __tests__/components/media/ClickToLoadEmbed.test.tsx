import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ClickToLoadEmbed } from "../../../src/components/media/ClickToLoadEmbed";

it("loads the third-party frame only after the visitor asks for it", async () => {
  render(<ClickToLoadEmbed title="Map of the campus" src="https://maps.example/embed" buttonLabel="Show map" />);
  expect(document.querySelector("iframe")).toBeNull();
  await userEvent.click(screen.getByRole("button", { name: "Show map" }));
  const frame = screen.getByTitle("Map of the campus");
  expect(frame.tagName).toBe("IFRAME");
  expect(frame).toHaveAttribute("src", "https://maps.example/embed");
});
