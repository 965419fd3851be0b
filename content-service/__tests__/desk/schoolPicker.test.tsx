import { fireEvent, render, screen, within } from "@testing-library/react";
import { CoreAdminContext, type DataProvider } from "ra-core";
import type { DeskConfig } from "../../desk/src/data/dataProvider";
import { SchoolPicker } from "../../desk/src/layout/SchoolPicker";

const SCHOOLS = [
  { code: "DPSSWB", name: "Delhi Public School, Siliguri" },
  { code: "GVSKOL", name: "A second school" },
];

/** The desk's settings as the service gives them for the school the desk works on. */
function renderWith(config: DeskConfig, children: React.ReactNode) {
  const dataProvider = { getConfig: async () => config } as unknown as DataProvider;
  return render(<CoreAdminContext dataProvider={dataProvider}>{children}</CoreAdminContext>);
}

describe("the school picker of an owner's desk", () => {
  const config = (schoolCode: string): DeskConfig => ({
    siteUrl: "https://www.school.example",
    schoolCode,
    purging: false,
    schools: SCHOOLS,
  });

  it.each([
    ["DPSSWB", "Delhi Public School, Siliguri"],
    ["GVSKOL", "A second school"],
  ])("names the school the desk works on (%s) when closed", async (code, name) => {
    renderWith(config(code), <SchoolPicker reload={() => undefined} />);
    expect(await screen.findByRole("combobox", { name: "School" })).toHaveProperty("textContent", name);
  });

  it("lists every school by name and code, and starts the desk again on the one chosen", async () => {
    const reload = jest.fn();
    renderWith(config("DPSSWB"), <SchoolPicker reload={reload} />);
    fireEvent.mouseDown(await screen.findByRole("combobox", { name: "School" }));
    const options = within(screen.getByRole("listbox")).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "Delhi Public School, Siliguri (DPSSWB)",
      "A second school (GVSKOL)",
    ]);
    fireEvent.click(options[1]);
    expect(sessionStorage.getItem("desk-school")).toBe("GVSKOL");
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("is not there for anyone who works for one school", async () => {
    renderWith(
      { siteUrl: "https://www.school.example", schoolCode: "DPSSWB", purging: false },
      <>
        <SchoolPicker reload={() => undefined} />
        <p>Loaded</p>
      </>,
    );
    await screen.findByText("Loaded");
    expect(screen.queryByRole("combobox", { name: "School" })).toBeNull();
  });
});
