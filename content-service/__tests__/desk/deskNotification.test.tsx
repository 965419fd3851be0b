import { act, fireEvent, render, screen } from "@testing-library/react";
import { createTheme, ThemeProvider } from "@mui/material";
import { CoreAdminContext, useNotify } from "ra-core";
import { deskI18nProvider } from "../../desk/src/i18n";
import { DeskNotification } from "../../desk/src/layout/DeskNotification";

/** MUI's own theme: the desk's (layout/theme.ts) comes through react-admin, which Jest cannot load. */
const theme = createTheme();

/** Buttons that say things at the desk, as its forms and buttons do. */
function Sayers() {
  const notify = useNotify();
  return (
    <>
      <button onClick={() => notify("ra.message.invalid_form", { type: "error" })}>Save a wrong form</button>
      <button onClick={() => notify("Password copied.", { type: "info" })}>Copy password</button>
    </>
  );
}

function renderDesk() {
  render(
    <ThemeProvider theme={theme}>
      <CoreAdminContext i18nProvider={deskI18nProvider()}>
        <Sayers />
        <DeskNotification />
      </CoreAdminContext>
    </ThemeProvider>,
  );
}

const CORRECT = "Some fields need correcting: see the messages under them.";

afterEach(() => jest.useRealTimers());

test("the newest message replaces the one showing, even after several of the same", async () => {
  renderDesk();
  for (let i = 0; i < 3; i++) fireEvent.click(screen.getByRole("button", { name: "Save a wrong form" }));
  expect(await screen.findByText(CORRECT)).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "Copy password" }));
  expect(await screen.findByText("Password copied.")).toBeTruthy();
  expect(screen.queryByText(CORRECT)).toBeNull();
  expect(screen.getAllByRole("alert")).toHaveLength(1);
});

test("a message goes by itself after eight seconds, and none of the earlier ones comes back", async () => {
  jest.useFakeTimers();
  renderDesk();
  fireEvent.click(screen.getByRole("button", { name: "Save a wrong form" }));
  fireEvent.click(screen.getByRole("button", { name: "Copy password" }));
  expect(await screen.findByText("Password copied.")).toBeTruthy();
  act(() => jest.advanceTimersByTime(7_000));
  expect(screen.getByText("Password copied.")).toBeTruthy();
  act(() => jest.advanceTimersByTime(1_500));
  act(() => jest.runOnlyPendingTimers());
  expect(screen.queryByText("Password copied.")).toBeNull();
  expect(screen.queryByText(CORRECT)).toBeNull();
});

test("an error is shown in the theme's error colour", async () => {
  renderDesk();
  fireEvent.click(screen.getByRole("button", { name: "Save a wrong form" }));
  const message = await screen.findByRole("alert");
  expect(message.textContent).toBe(CORRECT);
  expect(getComputedStyle(message).backgroundColor).toBe("rgb(211, 47, 47)"); // theme.palette.error.main
});
