import { useMemo } from "react";
import type { Lang } from "@core/config/constants";
import type { SectionKind, Step } from "@core/protocols/body";
import type { DisplayBlock, DisplayBody, DisplaySection } from "@core/protocols/render-equations";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { BlockView, FigureBlock, numberBlocks, StepContent } from "./ProtocolBodyView";
import { languageTag } from "@core/locale/language-tag";

type Text = { lang: Lang; body: DisplayBody };

/** One step in two languages, side by side: each column has the step's words, notes and sub-steps. */
function StepPair({ steps }: { steps: [{ lang: Lang; step: Step }, { lang: Lang; step: Step }] }) {
  return (
    <li className="protocol-step protocol-step--pair">
      <div className="pbody-pair">
        {steps.map(({ lang, step }) => (
          <div key={lang} className="pbody-pair__cell" lang={languageTag(lang)}>
            <StepContent step={step} />
          </div>
        ))}
      </div>
    </li>
  );
}

/** A block in both languages: text side by side; a figure, equation or video once (a figure with both captions). */
function BlockPair({ first, second, numbers, section }: { first: { lang: Lang; block: DisplayBlock }; second: { lang: Lang; block: DisplayBlock }; numbers: WeakMap<object, number>; section: SectionKind }) {
  const a = first.block;
  const b = second.block;
  if (a.type === "figure" && b.type === "figure") {
    return <FigureBlock block={a} number={numbers.get(a) ?? 0} otherCaption={{ lang: languageTag(second.lang), runs: b.caption }} />;
  }
  if (a.type === "equation" || a.type === "video" || a.type !== b.type) return <BlockView block={a} numbers={numbers} section={section} />;
  if (a.type === "steps" && b.type === "steps") {
    return (
      <ol className="protocol-steps protocol-steps--paired" start={a.start}>
        {a.items.map((step, i) => (
          <StepPair
            key={i}
            steps={[
              { lang: first.lang, step },
              { lang: second.lang, step: b.items[i] ?? step },
            ]}
          />
        ))}
      </ol>
    );
  }
  return (
    <div className="pbody-pair">
      {[first, second].map(({ lang, block }) => (
        <div key={lang} className="pbody-pair__cell" lang={languageTag(lang)}>
          <BlockView block={block} numbers={numbers} section={section} />
        </div>
      ))}
    </div>
  );
}

/** Two sections with the same blocks are read block by block; otherwise each is shown whole, side by side. */
function SectionPair({ first, second, numbers }: { first: { lang: Lang; section: DisplaySection }; second: { lang: Lang; section: DisplaySection | undefined }; numbers: WeakMap<object, number> }) {
  const { t } = useI18n();
  const kind = first.section.kind;
  const other = second.section;
  const aligned = other !== undefined && other.kind === kind && other.blocks.length === first.section.blocks.length;
  return (
    <section id={`section-${kind}`} className={`pbody-section pbody-section--${kind}`} aria-labelledby={`section-${kind}-title`}>
      <h2 id={`section-${kind}-title`}>{t(`reading.section.${kind}` as MessageKey)}</h2>
      {aligned ? (
        first.section.blocks.map((block, j) => (
          <BlockPair key={j} first={{ lang: first.lang, block }} second={{ lang: second.lang, block: other.blocks[j]! }} numbers={numbers} section={kind} />
        ))
      ) : (
        <div className="pbody-pair">
          {[first, second].map(({ lang, section }) => (
            <div key={lang} className="pbody-pair__cell" lang={languageTag(lang)}>
              {section?.blocks.map((block, j) => <BlockView key={j} block={block} numbers={numbers} section={kind} />)}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

/**
 * The full text in two languages side by side (issue 17 §3): columns from 980 px, one language under the
 * other on narrow screens, aligned section by section and, where the translation has the same structure (the
 * journal's translations do), block by block and step by step. Figures, equations and videos appear once.
 */
export function BilingualBodyView({ texts }: { texts: [Text, Text] }) {
  const [first, second] = texts;
  const numbers = useMemo(() => {
    // The second text's blocks take the numbers of the first's at the same place.
    const map = numberBlocks(first.body);
    first.body.sections.forEach((s, i) =>
      s.blocks.forEach((b, j) => {
        const twin = second.body.sections[i]?.blocks[j];
        const n = map.get(b);
        if (twin && n !== undefined) map.set(twin, n);
      }),
    );
    return map;
  }, [first.body, second.body]);
  return (
    <div className="protocol-body protocol-body--both">
      {first.body.sections.map((section, i) => (
        <SectionPair
          key={section.kind}
          first={{ lang: first.lang, section }}
          second={{ lang: second.lang, section: second.body.sections.find((s) => s.kind === section.kind) ?? second.body.sections[i] }}
          numbers={numbers}
        />
      ))}
    </div>
  );
}
