import { removeRunFolder } from "./runFolder";

export default removeRunFolder;
