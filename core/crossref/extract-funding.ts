/** One funder named in a protocol, with the award numbers given for it. */
export interface Funding {
  funder: string;
  awards: string[];
}

// The journal has no structured funding field: authors state it in Acknowledgments, in sentences like
// "This work was supported by (fictional) grants from the X Foundation (No. A-1) and the Y Fund." (author
// guidelines: "Acknowledge funding (with grant numbers)"). Only named funders are read; "a start-up grant to
// W.Z." names none and yields nothing.
const SENTENCE = /\b(?:supported|funded|financed)\s+(?:in part\s+)?by\s+(?<what>.+?)(?:\.(?=\s+[A-Z][a-z])|\.?\s*$)/gs;

function cleanFunder(name: string): string {
  return name
    .replace(/\(fictional\)\s*/gi, "")
    .replace(/^(?:the|a|an)\s+/i, "")
    .replace(/\s+to\s+(?:[A-Z]\.\s?)+[A-Z]?\.?$/, "")
    .replace(/\s+(?:grants?|award)$/i, "")
    .trim();
}

/** The funders and award numbers stated in an Acknowledgments text; [] when none is named. */
export function extractFunding(acknowledgments: string): Funding[] {
  const out: Funding[] = [];
  for (const m of acknowledgments.matchAll(SENTENCE)) {
    let what = m.groups!.what!.replace(/\(fictional\)\s*/gi, "").trim();
    const from = /\bfrom\s+(.+)$/s.exec(what);
    if (from) what = from[1]!;
    else what = what.replace(/^(?:an?|the)\s+/i, "").replace(/\s+(?:grant|award)s?\b/i, "");
    for (const part of what.split(/\s*(?:,\s*and\s+|,\s+|\s+and\s+)(?![^()]*\))/)) {
      const awards = [...part.matchAll(/\((?:No\.|Nos\.|grant|award)\s*([^)]+)\)/gi)].flatMap((a) => a[1]!.split(/\s*[,;]\s*/)).filter(Boolean);
      const funder = cleanFunder(part.replace(/\s*\([^)]*\)/g, ""));
      if (/^[A-Z\u00C0-\u024F\u3400-\u9fff]/.test(funder) && funder.length <= 255) out.push({ funder, awards });
    }
  }
  return out;
}
