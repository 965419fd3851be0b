/** One amount in whole rupees (the registration fee, the monthly transport fee). What is typed is
 * kept as typed until it reads as whole rupees; a refusal says what to write, and the amount is
 * read back in Indian digit grouping so that a slip of a zero shows. */
import { Component } from "react";
import { amountAdvice, officeMessage, rupeesText } from "../../lib/cms/officeWords";
import { isAmount, meantRupees, readRupees, type AmountValue } from "../../lib/cms/rupeesText";

interface Props {
  value: AmountValue | undefined;
  field: { get(key: string): unknown };
  forID: string;
  classNameWrapper: string;
  onChange(value: AmountValue): void;
  setActiveStyle(): void;
  setInactiveStyle(): void;
}

export class RupeesControl extends Component<Props, { left: boolean }> {
  state = { left: false };

  private problem(): string | null {
    const { value, field } = this.props;
    if (isAmount(value)) return null;
    return officeMessage(
      [String(field.get("label"))],
      amountAdvice(meantRupees(value === undefined ? "" : String(value))),
    );
  }

  isValid = () => {
    const problem = this.problem();
    if (!problem) return true;
    this.setState({ left: true });
    return { error: { type: "CUSTOM", message: problem } };
  };

  render() {
    const { value, forID, classNameWrapper, onChange, setActiveStyle, setInactiveStyle } = this.props;
    const problem = this.state.left ? this.problem() : null;
    const text = value === undefined || value === null ? "" : String(value);
    return (
      <div className="rupees">
        <input
          id={forID}
          className={classNameWrapper}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${forID}-error` : isAmount(value) ? `${forID}-reading` : undefined}
          onChange={(event) => {
            const reading = readRupees(event.target.value);
            onChange(reading.ok ? reading.value : event.target.value);
          }}
          onFocus={setActiveStyle}
          onBlur={() => {
            setInactiveStyle();
            this.setState({ left: true });
          }}
        />
        {problem ? (
          <p id={`${forID}-error`} className="amount-rows__error">
            <span className="visually-hidden">Error: </span>
            {problem}
          </p>
        ) : isAmount(value) ? (
          <span id={`${forID}-reading`} className="amount-rows__reading">
            {rupeesText(value)}
          </span>
        ) : null}
      </div>
    );
  }
}
