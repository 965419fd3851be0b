import { Box, MenuItem, TextField } from "@mui/material";
import { useDeskConfig } from "../hooks/useDeskConfig";
import { chooseSchool } from "../lib/chosenSchool";

/** An owner's choice of the school the desk works on. The desk starts again on the chosen school,
 * so that nothing of the other school's stays on screen or in its caches. */
export function SchoolPicker({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { data } = useDeskConfig();
  if (!data?.schools || data.schools.length < 2) return null;
  return (
    // The closed box shows the code, which fits beside the title on a phone; the list names each school.
    <Box sx={{ flex: "0 0 auto", width: 130, mx: 1 }}>
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
        slotProps={{ select: { renderValue: (code) => String(code) } }}
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
