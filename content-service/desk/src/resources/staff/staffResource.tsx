import Group from "@mui/icons-material/Group";
import { Resource } from "react-admin";
import { StaffCreate } from "./StaffCreate";
import { StaffList } from "./StaffList";
import { StaffShow } from "./StaffShow";

/** Staff accounts, an admin's screen (the service answers 403 to editors as well). */
export const staffResource = () => (
  <Resource
    key="staff"
    name="staff"
    options={{ label: "Staff" }}
    icon={Group}
    list={StaffList}
    show={StaffShow}
    create={StaffCreate}
    recordRepresentation="email"
  />
);
