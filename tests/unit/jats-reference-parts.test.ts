import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { parseReferenceParts } from "@core/protocols/export/parse-reference-parts";
import { renderJatsReference } from "@core/protocols/export/render-jats-reference";
import { caption } from "@core/protocols/export/jats-inline";
import { AUTHORED_PROTOCOLS } from "@seed/content/protocols";

describe("reading a reference into JATS parts", () => {
  it("reads the journal's style: all authors, title with a colon, journal, volume(issue): pages, DOI", () => {
    const parts = parseReferenceParts({
      text: "Stevenson, K., McVey, A. F., Clark, I. B. N., Swain, P. S. and Pilizota, T. (2016). General calibration of microbial growth in microplate readers: a study. Scientific Reports 6(1): 38828–38840.",
      doi: "10.1038/srep38828",
    });
    expect(parts).toEqual({
      authors: [
        { surname: "Stevenson", given: "K.", suffix: null },
        { surname: "McVey", given: "A. F.", suffix: null },
        { surname: "Clark", given: "I. B. N.", suffix: null },
        { surname: "Swain", given: "P. S.", suffix: null },
        { surname: "Pilizota", given: "T.", suffix: null },
      ],
      etal: false,
      year: "2016",
      articleTitle: "General calibration of microbial growth in microplate readers: a study",
      source: "Scientific Reports",
      volume: "6",
      issue: "1",
      fpage: "38828",
      lpage: "38840",
      elocation: null,
      doi: "10.1038/srep38828",
      pmid: null,
    });
  });

  it("reads particles, suffixes, et al., article numbers, an issue without volume and a PMID", () => {
    const zw = parseReferenceParts({
      text: "Zwietering, M. H., Jongenburger, I. and van 't Riet, K. (1990). Modeling of the bacterial growth curve. Applied and Environmental Microbiology 56(6): 1875–1881.",
    });
    expect(zw!.authors[2]).toEqual({ surname: "van 't Riet", given: "K.", suffix: null });
    const hao = parseReferenceParts({
      text: "Hao, Y., Mauck, W. M., 3rd, Zheng, S., et al. (2021). Integrated analysis of multimodal single-cell data. Cell 184(13): 3573–3587.e29.",
    });
    expect(hao!.authors[1]).toEqual({ surname: "Mauck", given: "W. M.", suffix: "3rd" });
    expect(hao!.etal).toBe(true);
    expect([hao!.fpage, hao!.lpage]).toEqual(["3573", "3587.e29"]);
    const jove = parseReferenceParts({
      text: "Hilgenberg, L. G., Smith, M. A. (2007). Preparation of dissociated mouse cortical neuron cultures. J Vis Exp (10): 562. PMID: 18989405",
    });
    expect(jove).toMatchObject({
      source: "J Vis Exp",
      volume: null,
      issue: "10",
      fpage: null,
      elocation: "562",
      pmid: "18989405",
    });
    const nar = parseReferenceParts({
      text: "Brinkman, E. K., van Steensel, B. (2014). Easy assessment. Nucleic Acids Res 42(22): e168.",
    });
    expect(nar).toMatchObject({ elocation: "e168", fpage: null });
  });

  it("reads what the JATS import writes: 'Surname AB, Surname C (2010) Title. Source 12: 1–9.'", () => {
    const parts = parseReferenceParts({
      text: "Laemmli UK, Favre M, et al. (1973) Maturation of the head of bacteriophage T4. J Mol Biol 80(4): 575–599.",
    });
    expect(parts!.authors).toEqual([
      { surname: "Laemmli", given: "UK", suffix: null },
      { surname: "Favre", given: "M", suffix: null },
    ]);
    expect(parts).toMatchObject({
      etal: true,
      year: "1973",
      source: "J Mol Biol",
      volume: "80",
      issue: "4",
      fpage: "575",
      lpage: "599",
    });
    // And the names the import makes of an exported element-citation ("Laemmli U. K.").
    expect(parseReferenceParts({ text: "Laemmli U. K. (1970) Cleavage. Nature 227(5259): 680–685." })!.authors).toEqual(
      [{ surname: "Laemmli", given: "U. K.", suffix: null }],
    );
  });

  it("refuses what is not a journal article or cannot be split for sure", () => {
    const no = [
      "Gasteiger, E., Hoogland, C. (2005). Protein identification. In: Walker, J. M. (Ed.). The Proteomics Protocols Handbook. Humana Press: 571–607.",
      "Foster, B., Prussin, C. (2007). Detection of intracellular cytokines. Curr Protoc Immunol Chapter 6: Unit 6.24.",
      "Smith John, Jones Anne (2010). A title. Some Journal 3: 1–2.",
      "World Health Organization. Laboratory biosafety manual, 4th edition. Geneva, 2020.",
      "Vandesompele, J. (2002). Accurate normalization. Genome Biol 3(7): research0034.",
    ];
    for (const text of no) expect(parseReferenceParts({ text }), text).toBeNull();
  });

  it("tags most of the demo journal's hand-written references and keeps every one", () => {
    const refs = AUTHORED_PROTOCOLS.flatMap((p) => p.references);
    const parsed = refs.filter((r) => parseReferenceParts(r));
    expect(parsed.length / refs.length).toBeGreaterThan(0.9);
    for (const [i, r] of refs.entries()) {
      const xml = renderJatsReference(r, i + 1);
      expect(xml).toMatch(new RegExp(`^<ref id="r${i + 1}"><label>${i + 1}</label><(element|mixed)-citation`));
      if (r.doi) expect(xml).toContain(`<pub-id pub-id-type="doi">${r.doi}</pub-id>`);
    }
  });

  it("never throws and always escapes, whatever the text", () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string(), { nil: undefined }), (text, doi) => {
        const xml = renderJatsReference({ text: text || "x", ...(doi ? { doi } : {}) }, 1);
        expect(xml.replace(/<\/?[a-z-]+(?: [a-z-]+="[^"<>]*")*\/?>/g, "")).not.toMatch(/[<>]/);
      }),
    );
  });
});

describe("a caption as JATS", () => {
  it("takes the first sentence as the title and keeps marks whole", () => {
    expect(caption([{ t: "text", v: "Gel layout. Lanes 1–5: samples." }], "Figure 1")).toBe(
      "<caption><title>Gel layout.</title><p>Lanes 1–5: samples.</p></caption>",
    );
    expect(
      caption(
        [
          { t: "text", v: "E. coli", marks: ["i"] },
          { t: "text", v: " growth" },
        ],
        "Figure 2",
      ),
    ).toBe("<caption><title><italic>E. coli</italic> growth</title></caption>");
    expect(caption([{ t: "text", v: "Growth (approx. 5 h, Fig. 2). Mean of n = 3." }], "Figure 3")).toBe(
      "<caption><title>Growth (approx. 5 h, Fig. 2).</title><p>Mean of n = 3.</p></caption>",
    );
    expect(caption([], "Table 3")).toBe("<caption><title>Table 3</title></caption>");
  });
});

describe("Vancouver-style references (what the JATS import keeps of PLOS and PMC mixed-citations)", () => {
  it("reads authors, title, journal, year;volume(issue):pages and ignores what follows", () => {
    const parts = parseReferenceParts({
      text: "Lund FE, Randall TD. Effector and regulatory B cells: modulators of CD4+ T cell immunity. Nat Rev Immunol. 2010;10(4):236–47. doi: 10.1038/nri2729 20224569; PubMed Central PMCID: PMC3038334.",
      doi: "10.1038/nri2729",
    });
    expect(parts).toMatchObject({
      authors: [
        { surname: "Lund", given: "FE", suffix: null },
        { surname: "Randall", given: "TD", suffix: null },
      ],
      etal: false,
      year: "2010",
      articleTitle: "Effector and regulatory B cells: modulators of CD4+ T cell immunity",
      source: "Nat Rev Immunol",
      volume: "10",
      issue: "4",
      fpage: "236",
      lpage: "247",
      doi: "10.1038/nri2729",
    });
    const etal = parseReferenceParts({ text: "Smith J, Wu X, et al. A title. Part two. Cell. 2011 Mar;144(5):e12." });
    expect(etal).toMatchObject({
      etal: true,
      articleTitle: "A title. Part two",
      source: "Cell",
      volume: "144",
      elocation: "e12",
    });
    expect(
      parseReferenceParts({ text: "Lee K. Chapter. In: Smith J, editors. A Book. Boston: Press; 2001. p. 1–9." }),
    ).toBeNull();
  });
});
