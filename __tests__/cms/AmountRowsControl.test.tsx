import { createRef, useState } from "react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AmountRowsControl } from "../../src/cms/widgets/AmountRowsControl";
import { RupeesControl } from "../../src/cms/widgets/RupeesControl";
import type { Row } from "../../src/lib/cms/amountRows";

/** Decap hands a widget its field's configuration and the entry as Immutable maps; `get` is all the widgets read. */
const config = (values: Record<string, unknown>) => ({ get: (key: string) => values[key] });

const ROW_FIELDS = [
  { name: "particulars", label: "Particulars", widget: "string" },
  { name: "type", label: "Type", widget: "string" },
  { name: "frequency", label: "Frequency", widget: "select", options: ["At admission", "Yearly", "Monthly"] },
  { name: "amount", label: "Amount (Rs.)", widget: "rupees" },
];

const initialRows: Row[] = [
  { particulars: "Admission fee", type: "One-time", frequency: "At admission", amount: 64200 },
  { particulars: "Annual fee", type: "Annual", frequency: "Yearly", amount: 30800 },
  { particulars: "Tuition fee", type: "Recurring", frequency: "Monthly", amount: 5450 },
];

/** The widget as Decap holds it: its value lives in the entry, which changes with every onChange. */
function FeeGroup({ control, saved }: { control: React.RefObject<AmountRowsControl>; saved: (rows: Row[]) => void }) {
  const [rows, setRows] = useState(initialRows);
  const entry = config({
    data: {
      groups: [
        { title: "Pre-Nursery", rows: [] },
        { title: "Classes III-VIII", rows },
      ],
    },
  });
  const field = config({ fields: ROW_FIELDS, total: "dueAtAdmission", label_singular: "fee" });
  return (
    <AmountRowsControl
      ref={control}
      value={rows}
      entry={entry}
      field={field}
      forID="fees"
      classNameWrapper=""
      onChange={(next) => {
        setRows(next);
        saved(next);
      }}
    />
  );
}

function setUp() {
  const control = createRef<AmountRowsControl>();
  const saved = jest.fn();
  render(<FeeGroup control={control} saved={saved} />);
  const tuition = screen.getByRole("group", { name: "Tuition fee" });
  return {
    control,
    saved,
    tuition,
    amount: () => tuition.querySelector("input[inputmode=numeric]") as HTMLInputElement,
  };
}

it("keeps 5450.50 as typed, refuses it naming the class, the row and the field, and marks the field", async () => {
  const user = userEvent.setup();
  const { control, saved, amount } = setUp();
  await user.clear(amount());
  await user.type(amount(), "5450.50");
  expect(saved).toHaveBeenLastCalledWith(
    expect.arrayContaining([expect.objectContaining({ particulars: "Tuition fee", amount: "5450.50" })]),
  );
  expect(amount()).toHaveValue("5450.50");
  let answer: ReturnType<AmountRowsControl["isValid"]> | undefined;
  act(() => {
    answer = control.current?.isValid();
  });
  const message = "Classes III-VIII, Tuition fee, Amount (Rs.): write the amount in whole rupees, such as 5450.";
  expect(answer).toEqual({ error: { type: "CUSTOM", message } });
  expect(amount()).toHaveAttribute("aria-invalid", "true");
  expect(amount()).toHaveAccessibleDescription(`Error: ${message}`);
  expect(screen.getByText(/Total due at admission/)).toHaveTextContent(
    "worked out once every amount is in whole rupees",
  );
});

it("takes whole rupees as a number, reads them back with Indian grouping and works out the total", async () => {
  const user = userEvent.setup();
  const { control, saved, amount } = setUp();
  await user.clear(amount());
  await user.type(amount(), "5500");
  expect(saved).toHaveBeenLastCalledWith(
    expect.arrayContaining([expect.objectContaining({ particulars: "Tuition fee", amount: 5500 })]),
  );
  expect(amount()).toHaveAccessibleDescription("Rs. 5,500");
  expect(control.current?.isValid()).toBe(true);
  expect(screen.getByText(/Total due at admission/)).toHaveTextContent("Rs. 95,000");
});

it("shows a refusal once the field is left, not while typing", async () => {
  const user = userEvent.setup();
  const { amount } = setUp();
  await user.clear(amount());
  await user.type(amount(), "5,450");
  expect(amount()).not.toHaveAttribute("aria-invalid");
  await user.tab();
  expect(amount()).toHaveAttribute("aria-invalid", "true");
  expect(
    screen.getByText(
      /Classes III-VIII, Tuition fee, Amount \(Rs\.\): write the amount in whole rupees, such as 5450\./,
    ),
  ).toBeInTheDocument();
});

it("adds, moves and removes rows, each button named for its row", async () => {
  const user = userEvent.setup();
  const { saved } = setUp();
  await user.click(screen.getByRole("button", { name: "Move up: Tuition fee" }));
  expect(saved.mock.lastCall?.[0].map((row: Row) => row.particulars)).toEqual([
    "Admission fee",
    "Tuition fee",
    "Annual fee",
  ]);
  await user.click(screen.getByRole("button", { name: "Remove: Annual fee" }));
  expect(saved.mock.lastCall?.[0].map((row: Row) => row.particulars)).toEqual(["Admission fee", "Tuition fee"]);
  await user.click(screen.getByRole("button", { name: "Add a fee" }));
  expect(saved.mock.lastCall?.[0].at(-1)).toEqual({ particulars: "", type: "", frequency: "", amount: "" });
  expect(screen.getByRole("group", { name: "fee 3" })).toBeInTheDocument();
});

it("refuses a single amount that is not whole rupees, naming its field", () => {
  const control = createRef<RupeesControl>();
  const props = {
    field: config({ label: "Registration and processing fee (Rs.)" }),
    forID: "registration",
    classNameWrapper: "",
    onChange: jest.fn(),
    setActiveStyle: jest.fn(),
    setInactiveStyle: jest.fn(),
  };
  const { rerender } = render(<RupeesControl ref={control} value="3000/-" {...props} />);
  let answer: ReturnType<RupeesControl["isValid"]> | undefined;
  act(() => {
    answer = control.current?.isValid();
  });
  expect(answer).toEqual({
    error: {
      type: "CUSTOM",
      message: "Registration and processing fee (Rs.): write the amount in whole rupees, such as 3000.",
    },
  });
  rerender(<RupeesControl ref={control} value={3000} {...props} />);
  expect(control.current?.isValid()).toBe(true);
  expect(screen.getByRole("textbox")).toHaveAccessibleDescription("Rs. 3,000");
});
