import { Box, MenuItem, TextField } from "@mui/material";
import { useDeskConfig } from "../hooks/useDeskConfig";
import { chooseSchool } from "../lib/chosenSchool";

/** An owner's choice of the school the desk works on. The desk starts again on the chosen school,
 * so that nothing of the other school's stays on screen or in its caches. */
export function SchoolPicker({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { data } = useDeskConfig();
  if (!data?.schools || data.schools.length < 2) return null;
  const nameOf = (code: unknown) => data.schools?.find((school) => school.code === code)?.name ?? String(code);
  return (
    // The closed box names the school. On a phone it takes a line of the bar's own, under the title
    // and the account button (last in the bar's order), so that neither the title nor the name is cut.
    <Box
      sx={{
        // The full width less its margins (mx), so that it keeps clear of the screen's edge.
        flex: { xs: "1 0 calc(100% - 16px)", sm: "0 1 280px" },
        order: { xs: 1, sm: 0 },
        minWidth: 0,
        mx: 1,
        mb: { xs: 1, sm: 0 },
      }}
    >
      <TextField
        select
        fullWidth
        size="small"
        label="School"
        value={data.schoolCode}
        onChange={(event) => {
          chooseSchool(event.target.value);
          reload();
        }}
        slotProps={{ select: { renderValue: nameOf } }}
        sx={{ "& .MuiInputBase-root": { bgcolor: "background.paper" } }}
      >
        {data.schools.map((school) => (
          <MenuItem key={school.code} value={school.code}>
            {school.name} ({school.code})
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
