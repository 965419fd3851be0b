import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TransferCertificateForm } from "../../../src/components/forms/TransferCertificateForm";
import { renderForm } from "../../fixtures/renderForm";
import { stubService } from "../../fixtures/stubService";

beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it("asks for both fields, in red, and sends nothing", async () => {
  const user = userEvent.setup();
  const fetchMock = stubService({});
  await renderForm(<TransferCertificateForm />, "Get certificate");
  await user.type(screen.getByLabelText("Admission number"), "A123");
  await user.type(screen.getByLabelText("Student full name"), "   ");
  await user.click(screen.getByRole("button", { name: "Get certificate" }));
  expect(screen.getByText("Please fill in all fields")).toHaveClass("form-status__failure");
  expect(screen.getByLabelText("Student full name")).toHaveAccessibleDescription("Please fill in all fields");
  expect(fetchMock).not.toHaveBeenCalled();
});

it("clears the message when either field is edited", async () => {
  const user = userEvent.setup();
  stubService({});
  await renderForm(<TransferCertificateForm />, "Get certificate");
  await user.click(screen.getByRole("button", { name: "Get certificate" }));
  expect(screen.getByText("Please fill in all fields")).toBeInTheDocument();
  await user.type(screen.getByLabelText("Student full name"), "R");
  expect(screen.queryByText("Please fill in all fields")).toBeNull();
});

it("says the request failed when the lookup fails", async () => {
  const user = userEvent.setup();
  stubService({ "/api/tc/DPSSWB": { status: 404, body: { error: "Not found" } } });
  await renderForm(<TransferCertificateForm />, "Get certificate");
  await user.type(screen.getByLabelText("Admission number"), "A123");
  await user.type(screen.getByLabelText("Student full name"), "Rahul Sharma");
  await user.click(screen.getByRole("button", { name: "Get certificate" }));
  expect(await screen.findByText("Failed to process your request. Please try again later.")).toBeInTheDocument();
});

it("says until when, where the service refuses more tries for that admission number", async () => {
  const user = userEvent.setup();
  const limited =
    "Too many tries for this admission number. Please try again after 3:40 pm, or contact the school office.";
  stubService({ "/api/tc/DPSSWB": { status: 429, body: { error: limited } } });
  await renderForm(<TransferCertificateForm />, "Get certificate");
  await user.type(screen.getByLabelText("Admission number"), "A123");
  await user.type(screen.getByLabelText("Student full name"), "Rahul Sharma");
  await user.click(screen.getByRole("button", { name: "Get certificate" }));
  expect(await screen.findByText(limited)).toHaveClass("form-status__failure");
  expect(screen.queryByText("Failed to process your request. Please try again later.")).toBeNull();
});

it("downloads the certificate as tc.jpg through a revoked object URL", async () => {
  const user = userEvent.setup();
  const blob = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: "image/jpeg" });
  const fetchMock = jest.fn(async (url: string) =>
    url.endsWith("/api/tc/DPSSWB")
      ? { ok: true, status: 200, text: async () => '{"data":"tc/abc.jpg"}' }
      : { ok: true, status: 200, blob: async () => blob },
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  const created: string[] = [];
  URL.createObjectURL = jest.fn(() => {
    created.push("blob:tc");
    return "blob:tc";
  });
  URL.revokeObjectURL = jest.fn();
  const clicks: { download: string; href: string }[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ download: this.download, href: this.href });
  });
  await renderForm(<TransferCertificateForm />, "Get certificate");
  await user.type(screen.getByLabelText("Admission number"), " A123 ");
  await user.type(screen.getByLabelText("Student full name"), "Rahul Sharma");
  await user.click(screen.getByRole("button", { name: "Get certificate" }));
  await screen.findByText("The certificate was downloaded as tc.jpg.");
  expect(JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toEqual({
    name: "Rahul Sharma",
    admission: "A123",
  });
  expect(fetchMock.mock.calls[1][0]).toBe("http://localhost:4000/api/image?url=tc%2Fabc.jpg");
  expect(clicks).toEqual([{ download: "tc.jpg", href: "blob:tc" }]);
  await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:tc"));
});

it("alerts when the certificate image cannot be fetched", async () => {
  const user = userEvent.setup();
  global.fetch = jest.fn(async (url: string) =>
    url.endsWith("/api/tc/DPSSWB")
      ? { ok: true, status: 200, text: async () => '{"data":"tc/x.jpg"}' }
      : { ok: false, status: 500 },
  ) as unknown as typeof fetch;
  const alert = jest.spyOn(window, "alert").mockImplementation(() => undefined);
  await renderForm(<TransferCertificateForm />, "Get certificate");
  await user.type(screen.getByLabelText("Admission number"), "A1");
  await user.type(screen.getByLabelText("Student full name"), "Rahul");
  await user.click(screen.getByRole("button", { name: "Get certificate" }));
  await waitFor(() => expect(alert).toHaveBeenCalledWith("Failed to download data."));
});
