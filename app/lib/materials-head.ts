import type { SectionKind } from "@core/protocols/body";
import type { MessageKey } from "~/i18n/translate";

/**
 * The column heads of a supplier table, for what its section lists: reagents, instruments (issue 19, item 16), or
 * software and datasets with their developer and version. The protocol page and the PDF and JATS exports all head
 * their tables from here.
 */
export function materialsHeadKeys(kind: SectionKind): readonly [MessageKey, MessageKey, MessageKey] {
  if (kind === "equipment") return ["reading.equipmentItem", "reading.supplier", "reading.catalog"];
  if (kind === "software") return ["reading.softwareItem", "reading.softwareSource", "reading.softwareVersion"];
  return ["reading.material", "reading.supplier", "reading.catalog"];
}
