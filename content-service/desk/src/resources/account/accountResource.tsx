import Password from "@mui/icons-material/Password";
import { Resource } from "react-admin";
import { AccountPage } from "./AccountPage";

/** Everyone's own password: a menu entry of its own, so that it is found without knowing where. */
export const accountResource = () => (
  <Resource key="account" name="account" options={{ label: "Your password" }} icon={Password} list={AccountPage} />
);
