import { makeRunFolder } from "./runFolder";

export default makeRunFolder;
