import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CareerForm } from "../../../src/components/forms/CareerForm";
import { renderForm } from "../../fixtures/renderForm";
import { stubService } from "../../fixtures/stubService";

beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

const pdf = (name = "resume.pdf", size = 2048) => new File([new Uint8Array(size)], name, { type: "application/pdf" });

async function fillAll(user: ReturnType<typeof userEvent.setup>, resume: File) {
  await user.type(screen.getByLabelText("Full name"), " Priya Das ");
  await user.type(screen.getByLabelText("Date of birth"), "1990-04-12");
  await user.type(screen.getByLabelText("Subject you teach or the post you apply for"), "Physics");
  await user.click(screen.getByRole("radio", { name: "Yes" }));
  await user.type(screen.getByLabelText(/Years of experience/), "6");
  await user.click(screen.getByRole("radio", { name: "Female" }));
  await user.click(screen.getByRole("radio", { name: "Unmarried" }));
  await user.upload(screen.getByLabelText(/Resume/), resume);
  await user.type(screen.getByLabelText("Address"), "Siliguri");
  await user.type(screen.getByLabelText(/Phone number/), "9876543210");
  await user.type(screen.getByLabelText("Email"), "priya@example.com");
  await user.type(screen.getByLabelText(/^Message/), "I would like to teach physics.");
}

it("checks every field on submit with SPEC's messages and sends nothing", async () => {
  const user = userEvent.setup();
  const fetchMock = stubService({});
  await renderForm(<CareerForm />);
  await user.click(screen.getByRole("button", { name: "Submit" }));
  const messages = [
    "Please enter your name.",
    "Please enter date of birth.",
    "Please enter your subject.",
    "Please select working status.",
    "Please enter years of experience.",
    "Please select gender.",
    "Please select marital status.",
    "Please upload your resume. Accepted types: pdf, doc, docx.",
    "Please enter your address.",
    "Please enter phone number",
    "Please enter your email.",
    "Please enter a message.",
  ];
  await waitFor(() => expect(screen.getByRole("alert")).toHaveFocus());
  for (const message of messages) expect(screen.getByRole("link", { name: message })).toBeInTheDocument();
  expect(screen.getByRole("group", { name: "Gender" })).toHaveAccessibleDescription(
    expect.stringContaining("Please select gender."),
  );
  expect(fetchMock).not.toHaveBeenCalled();
});

it("refuses a resume of another type or over 5 MB", async () => {
  const user = userEvent.setup({ applyAccept: false });
  stubService({});
  await renderForm(<CareerForm />);
  await user.upload(
    screen.getByLabelText(/Resume/),
    new File(["MZ"], "setup.exe", { type: "application/octet-stream" }),
  );
  await user.click(screen.getByRole("button", { name: "Submit" }));
  expect(screen.getByLabelText(/Resume/)).toHaveAccessibleDescription(
    expect.stringContaining("Accepted types: pdf, doc, docx."),
  );
  await user.upload(screen.getByLabelText(/Resume/), pdf("big.pdf", 5 * 1024 * 1024 + 1));
  await user.click(screen.getByRole("button", { name: "Submit" }));
  expect(screen.getByLabelText(/Resume/)).toHaveAccessibleDescription(
    expect.stringContaining("The resume must be 5 MB or smaller."),
  );
});

it("checks the phone and e-mail formats", async () => {
  const user = userEvent.setup();
  stubService({});
  await renderForm(<CareerForm />);
  await user.type(screen.getByLabelText(/Phone number/), "12345");
  await user.type(screen.getByLabelText("Email"), "priya at example");
  await user.click(screen.getByRole("button", { name: "Submit" }));
  expect(screen.getByRole("link", { name: "Enter a valid 10-digit phone number" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Enter a valid email address." })).toBeInTheDocument();
});

it("sends multipart data with the resume, the fixed topic and school code, then resets", async () => {
  const user = userEvent.setup();
  const fetchMock = stubService({ "/api/form/DPSSWB/dif": { status: 201, body: { id: "a1" } } });
  await renderForm(<CareerForm />);
  await fillAll(user, pdf());
  await user.click(screen.getByRole("button", { name: "Submit" }));
  expect(await screen.findByText("✅ Your message has been sent successfully.")).toBeInTheDocument();
  const body = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData;
  expect(body).toBeInstanceOf(FormData);
  expect(body.get("name")).toBe("Priya Das");
  expect(body.get("mailType")).toBe("Career");
  expect(body.get("schoolcode")).toBe("DPSSWB");
  expect(body.get("profession")).toBe("yes");
  expect((body.get("resume") as File).name).toBe("resume.pdf");
  expect(screen.getByLabelText("Full name")).toHaveValue("");
  expect((screen.getByLabelText(/Resume/) as HTMLInputElement).value).toBe("");
});

it("keeps the entered data when sending fails", async () => {
  const user = userEvent.setup();
  stubService({ "/api/form/DPSSWB/dif": { status: 500 } });
  await renderForm(<CareerForm />);
  await fillAll(user, pdf());
  await user.click(screen.getByRole("button", { name: "Submit" }));
  await waitFor(() => expect(screen.getByText("❌ Error submitting the form. Please try again.")).toBeInTheDocument());
  expect(screen.getByLabelText("Full name")).toHaveValue(" Priya Das ");
  expect(screen.getByRole("radio", { name: "Female" })).toBeChecked();
});
