import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from "@mui/material";
import { useId } from "react";
import { FieldTitle, InputHelperText, useInput, type Validator } from "react-admin";
import type { Choice } from "../screens";

interface Props {
  source: string;
  label: string;
  help?: string;
  choices: readonly Choice[];
  validate: Validator;
}

/**
 * One of a few choices, as radio buttons in a fieldset named by its legend. react-admin's
 * RadioButtonGroupInput gives its message no id, so a screen reader on a radio button does not
 * hear it; here the group is described by the message (and the hint), and marked invalid.
 */
export function ChoiceInput({ source, label, help, choices, validate }: Props) {
  const { id, field, fieldState, isRequired } = useInput({ source, validate });
  const messageId = useId();
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  const text = error ?? help;
  return (
    <FormControl component="fieldset" error={Boolean(error)} margin="dense" sx={{ mb: 1 }}>
      <FormLabel component="legend" sx={{ fontSize: "0.85rem" }}>
        <FieldTitle label={label} source={source} isRequired={isRequired} />
      </FormLabel>
      <RadioGroup
        id={id}
        {...field}
        value={field.value ?? ""}
        aria-describedby={text ? messageId : undefined}
        aria-invalid={error ? true : undefined}
      >
        {choices.map((choice) => (
          <FormControlLabel key={choice.id} value={choice.id} control={<Radio />} label={choice.name} />
        ))}
      </RadioGroup>
      {text ? (
        <FormHelperText id={messageId}>
          <InputHelperText error={error} helperText={help} />
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
