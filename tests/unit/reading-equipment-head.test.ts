import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { DisplayBody } from "@core/protocols/render-equations";
import { ProtocolBodyView } from "~/components/reading/ProtocolBodyView";
import { LangContext } from "~/i18n/translate";

const body: DisplayBody = {
  sections: [
    { kind: "materials", blocks: [{ type: "materials", items: [{ name: "Tris base", supplier: "Sigma", catalog: "T1503" }] }] },
    { kind: "equipment", blocks: [{ type: "materials", items: [{ name: "Centrifuge 5424", supplier: "Eppendorf", catalog: "5424000410" }] }] },
    { kind: "software", blocks: [{ type: "materials", items: [{ name: "Fiji", supplier: "Open source", catalog: "version 2.14.0" }] }] },
  ],
  references: [],
};

function headings(lang: "en" | "cn"): string[] {
  const html = renderToString(createElement(LangContext.Provider, { value: lang }, createElement(ProtocolBodyView, { body })));
  return [...html.matchAll(/<th scope="col">([^<]*)<\/th>/g)].map((m) => m[1]!);
}

describe("supplier tables are headed for what they list (issue 19, item 16)", () => {
  it("heads the Equipment table as equipment, the Materials table as reagents, the Software table as software", () => {
    const en = headings("en");
    expect(en[0]).toBe("Reagent or item");
    expect(en[3]).toBe("Equipment item");
    expect(en.slice(6)).toEqual(["Software or dataset", "Developer or source", "Version or date accessed"]);
    const cn = headings("cn");
    expect(cn[0]).toBe("试剂或物品");
    expect(cn[3]).toBe("仪器或设备");
    expect(cn.slice(6)).toEqual(["软件或数据集", "开发者或来源", "版本或访问日期"]);
  });
});
