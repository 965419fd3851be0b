import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContactForm } from "../../../src/components/forms/ContactForm";
import { removeIntersectionObserver, stubIntersectionObserver } from "../../fixtures/intersectionObserver";
import { renderForm } from "../../fixtures/renderForm";
import { stubService } from "../../fixtures/stubService";

beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => undefined));
afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

const fill = async (user: ReturnType<typeof userEvent.setup>, values: Partial<Record<string, string>>) => {
  for (const [label, value] of Object.entries(values)) {
    if (label === "Topic") await user.selectOptions(screen.getByLabelText(label), value as string);
    else await user.type(screen.getByLabelText(label), value as string);
  }
};

const GOOD = {
  Name: "Asha Roy",
  Address: "Hill Cart Road, Siliguri",
  "Phone number": "9876543210",
  Email: "asha@example.com",
  Topic: "Enquiry",
  Message: "When does registration open?",
};

it("shows every message of SPEC at its field, tied to it, and sends nothing", async () => {
  const user = userEvent.setup();
  const fetchMock = stubService({});
  await renderForm(<ContactForm />);
  await user.type(screen.getByLabelText("Name"), "   ");
  await user.click(screen.getByRole("button", { name: "Submit" }));
  const expected: Record<string, string> = {
    Name: "Please enter your name.",
    Address: "Please enter your address.",
    "Phone number": "Please enter phone number.",
    Email: "Please enter your email.",
    Topic: "Please select a topic.",
    Message: "Please enter a message.",
  };
  for (const [label, message] of Object.entries(expected)) {
    const field = screen.getByLabelText(label);
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  }
  const summary = screen.getByRole("alert");
  expect(summary).toHaveFocus();
  expect(screen.getByRole("link", { name: "Please enter your name." })).toHaveAttribute("href", "#contact-name");
  expect(fetchMock).not.toHaveBeenCalled();
});

it("checks the phone's 10 digits and the e-mail's shape", async () => {
  const user = userEvent.setup();
  stubService({});
  await renderForm(<ContactForm />);
  await fill(user, { ...GOOD, "Phone number": "98765", Email: "asha@example" });
  await user.click(screen.getByRole("button", { name: "Submit" }));
  expect(screen.getByLabelText("Phone number")).toHaveAccessibleDescription(
    expect.stringContaining("Enter a valid 10-digit phone number."),
  );
  expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(
    expect.stringContaining("Enter a valid email address."),
  );
});

it("limits the phone input to 10 characters", async () => {
  const user = userEvent.setup();
  await renderForm(<ContactForm />);
  await user.type(screen.getByLabelText("Phone number"), "98765432101234");
  expect(screen.getByLabelText("Phone number")).toHaveValue("9876543210");
});

it("sends trimmed JSON with the school code, once, then clears the form and says so in green", async () => {
  const user = userEvent.setup();
  window.localStorage.setItem("token", "abc");
  let release: () => void = () => undefined;
  const fetchMock = jest.fn(
    () =>
      new Promise((resolve) => {
        release = () => resolve({ ok: true, status: 201, text: async () => '{"id":"c1"}' });
      }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  await renderForm(<ContactForm />);
  await fill(user, { ...GOOD, Name: "  Asha Roy  " });
  const submit = screen.getByRole("button", { name: "Submit" });
  await user.click(submit);
  expect(await screen.findByRole("button", { name: "Submitting..." })).toBeDisabled();
  await user.click(screen.getByRole("button", { name: "Submitting..." }));
  release();
  expect(await screen.findByText("✅ Your message has been sent successfully.")).toHaveClass("form-status__success");
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe("http://localhost:4000/api/form/DPSSWB/dif");
  expect(JSON.parse(init.body as string)).toEqual({
    name: "Asha Roy",
    address: "Hill Cart Road, Siliguri",
    phone: "9876543210",
    email: "asha@example.com",
    mailType: "Enquiry",
    message: "When does registration open?",
    schoolcode: "DPSSWB",
  });
  expect((init.headers as Record<string, string>).Authorization).toBe("Bearer abc");
  expect(screen.getByLabelText("Name")).toHaveValue("");
});

it("keeps everything typed and says so in red when sending fails", async () => {
  const user = userEvent.setup();
  stubService({});
  await renderForm(<ContactForm />);
  await fill(user, GOOD);
  await user.click(screen.getByRole("button", { name: "Submit" }));
  expect(await screen.findByText("❌ Error submitting the form. Please try again.")).toHaveClass(
    "form-status__failure",
  );
  expect(screen.getByLabelText("Name")).toHaveValue("Asha Roy");
  expect(screen.getByLabelText("Message")).toHaveValue("When does registration open?");
});

it("shows the service's field messages at the fields", async () => {
  const user = userEvent.setup();
  stubService({ "/api/form/DPSSWB/dif": { status: 400, body: { errors: { email: "Enter a valid email address." } } } });
  await renderForm(<ContactForm />);
  await fill(user, GOOD);
  await user.click(screen.getByRole("button", { name: "Submit" }));
  await waitFor(() =>
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(
      expect.stringContaining("Enter a valid email address."),
    ),
  );
  expect(screen.getByText("❌ Error submitting the form. Please try again.")).toBeInTheDocument();
});

it("stands disabled, as the server drew it, with its eight topics, until it comes near the screen", async () => {
  const user = userEvent.setup();
  const observer = stubIntersectionObserver();
  try {
    render(<ContactForm />);
    const options = [...(screen.getByLabelText("Topic") as HTMLSelectElement).options]
      .map((o) => o.value)
      .filter(Boolean);
    expect(options).toEqual([
      "Feedback",
      "Enquiry",
      "Suggestions",
      "Complaints",
      "Broken Links",
      "Placements",
      "Career",
      "Others",
    ]);
    expect(screen.getByRole("button", { name: "Submit" })).toBeDisabled();
    expect(screen.getByLabelText("Name")).toBeDisabled();
    observer.reveal();
    await waitFor(() => expect(screen.getByLabelText("Name")).toBeEnabled());
    await user.type(screen.getByLabelText("Name"), "Asha");
    expect(screen.getByLabelText("Name")).toHaveValue("Asha");
  } finally {
    removeIntersectionObserver();
  }
});
