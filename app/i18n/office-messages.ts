import en from "virtual:messages/office/en";
import cn from "virtual:messages/office/cn";
import { addMessages } from "./translate";

/*
 * The editorial office's strings (the `editorial*` area files, ADR 0117), imported by every office page so that
 * they come with its code and never with a reader's page. Both languages: the office is a few editors' tool, and
 * its pages switch language without a new download.
 */
addMessages("en", en);
addMessages("cn", cn);
