import School from "@mui/icons-material/School";
import { Resource } from "react-admin";
import { SchoolEdit } from "./SchoolEdit";
import { SchoolList } from "./SchoolList";

/** The schools, an owner's screen (the service answers 403 to everyone else). */
export const schoolsResource = () => (
  <Resource
    key="schools"
    name="schools"
    options={{ label: "Schools" }}
    icon={School}
    list={SchoolList}
    edit={SchoolEdit}
    recordRepresentation="name"
  />
);
