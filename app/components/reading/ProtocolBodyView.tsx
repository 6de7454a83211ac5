import { Fragment, useMemo, useRef } from "react";
import type { Inline, SectionKind, Step } from "@core/protocols/body";
import type { DisplayBlock, DisplayBody } from "@core/protocols/render-equations";
import { rridUrl } from "@core/protocols/rrid-url";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { materialsHeadKeys } from "~/lib/materials-head";
import { ResponsiveImage } from "~/components/content/ResponsiveImage";
import katexStylesheet from "katex/dist/katex.min.css?url";

const MARK_TAGS = { b: "strong", i: "em", sup: "sup", sub: "sub", code: "code" } as const;

/** Inline runs: marks, in-text citations linked to the reference list, links. */
export function Rich({ runs }: { runs: Inline[] }) {
  return (
    <>
      {runs.map((r, i) => {
        if (r.t === "cite") {
          return (
            <a key={i} href={`#ref-${r.ref}`} className="pbody-cite" aria-describedby={`ref-${r.ref}`}>
              [{r.ref}]
            </a>
          );
        }
        if (r.t === "link") {
          const external = /^https?:\/\//.test(r.href);
          return (
            <a key={i} href={r.href} {...(external ? { rel: "noopener noreferrer", target: "_blank" } : {})}>
              {r.v}
            </a>
          );
        }
        return <Fragment key={i}>{(r.marks ?? []).reduceRight<React.ReactNode>((inner, mark) => {
          const Tag = MARK_TAGS[mark];
          return <Tag>{inner}</Tag>;
        }, r.v)}</Fragment>;
      })}
    </>
  );
}

/** A step's words, notes and sub-steps. */
export function StepContent({ step }: { step: Step }) {
  return (
    <>
      <p className="protocol-step__text">
        <Rich runs={step.content} />
      </p>
      {step.notes?.map((note, i) => (
        <p key={i} className="protocol-step__note" role="note">
          <Rich runs={note} />
        </p>
      ))}
      {step.substeps?.length ? (
        <ol className="protocol-steps protocol-steps--sub" type="a">
          {step.substeps.map((s, i) => (
            <li key={i} className="protocol-step">
              <StepContent step={s} />
            </li>
          ))}
        </ol>
      ) : null}
    </>
  );
}

function StepItem({ step }: { step: Step }) {
  return (
    <li className="protocol-step">
      <StepContent step={step} />
    </li>
  );
}

/** The column a figure fills: the whole text column on a phone, at most the reading width (about 760 px) beyond. */
const FIGURE_SIZES = "(max-width: 800px) 100vw, 760px";

/**
 * A figure's image: an uploaded or imported one (ADR 0105, 0137) as AVIF renditions (ADR 0133), then WebP, with its
 * JPEG/PNG as fallback (ResponsiveImage) and its size, so the page keeps its box before the image loads; others (the
 * seed's SVGs, imports from before ADR 0137) as they are. Lazy either way.
 */
function FigureImage({ block }: { block: Extract<DisplayBlock, { type: "figure" }> }) {
  const size = block.width && block.height ? { width: block.width, height: block.height } : {};
  return (
    <ResponsiveImage
      src={block.src}
      sources={{ srcset: block.srcset, srcsetAvif: block.srcsetAvif }}
      sizes={FIGURE_SIZES}
      alt={block.alt}
      loading="lazy"
      decoding="async"
      {...size}
    />
  );
}

/** A figure; `otherCaption` is its caption in the second language of a side-by-side reading (the image once). */
export function FigureBlock({ block, number, otherCaption }: { block: Extract<DisplayBlock, { type: "figure" }>; number: number; otherCaption?: { lang: string; runs: Inline[] } }) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const label = `${t("reading.figure")} ${number}`;
  return (
    <figure className="pbody-figure" id={`figure-${number}`}>
      {/* Without JavaScript the link opens the image itself; with it, the lightbox. */}
      <a
        href={block.src}
        className="pbody-figure__open"
        aria-label={t("reading.enlargeFigure", { number })}
        onClick={(e) => {
          if (!dialog.current?.showModal) return;
          e.preventDefault();
          dialog.current.showModal();
        }}
      >
        <FigureImage block={block} />
      </a>
      <figcaption>
        <strong>{label}.</strong> <Rich runs={block.caption} />
        {otherCaption ? (
          <span className="pbody-figure__other-caption" lang={otherCaption.lang}>
            <Rich runs={otherCaption.runs} />
          </span>
        ) : null}
      </figcaption>
      <dialog ref={dialog} className="reading-lightbox" aria-label={label} onClick={(e) => e.target === dialog.current && dialog.current?.close()}>
        <form method="dialog" className="reading-lightbox__bar">
          <span>{label}</span>
          <button type="submit" className="reading-lightbox__close">
            {t("reading.close")}
          </button>
        </form>
        {/* Lazy: a closed dialog is not rendered, so its picture loads when the reader opens it, not with the page. */}
        <img src={block.src} alt={block.alt} loading="lazy" decoding="async" />
        <p className="reading-lightbox__caption">
          <Rich runs={block.caption} />
        </p>
      </dialog>
    </figure>
  );
}

function DataTable({ caption, head, rows, label }: { caption: React.ReactNode; head: string[]; rows: React.ReactNode[][]; label: string }) {
  const { t } = useI18n();
  return (
    <figure className="pbody-table">
      {caption ? <figcaption>{caption}</figcaption> : null}
      {/* Wide tables scroll sideways on narrow screens; the region can take focus for keyboard scrolling. */}
      <div className="reading-table-scroll" role="region" aria-label={t("reading.scrollTable", { name: label })} tabIndex={0}>
        <table>
          <thead>
            <tr>
              {head.map((h, i) => (
                <th key={i} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i}>
                {r.map((c, j) => (
                  <td key={j}>{c}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

export function BlockView({ block, numbers, section }: { block: DisplayBlock; numbers: WeakMap<object, number>; section: SectionKind }) {
  const { t } = useI18n();
  const n = numbers.get(block) ?? 0;
  switch (block.type) {
    case "heading":
      return <h3 className="pbody-heading">{block.text}</h3>;
    case "paragraph":
      return (
        <p>
          <Rich runs={block.content} />
        </p>
      );
    case "note":
      return (
        <p className="pbody-note" role="note">
          <strong>{t("punct.colon", { label: t("reading.note") })}</strong> <Rich runs={block.content} />
        </p>
      );
    case "steps":
      return (
        <ol className="protocol-steps" start={block.start}>
          {block.items.map((s, i) => (
            <StepItem key={i} step={s} />
          ))}
        </ol>
      );
    case "list": {
      const items = block.items.map((item, i) => (
        <li key={i}>
          <Rich runs={item} />
        </li>
      ));
      return block.ordered ? <ol className="pbody-list">{items}</ol> : <ul className="pbody-list">{items}</ul>;
    }
    case "materials": {
      // The same supplier table lists reagents, instruments or software: head it for what it lists.
      const head = materialsHeadKeys(section).map((key) => t(key));
      const itemHead = head[0]!;
      return (
        <DataTable
          caption={null}
          // Each scrolling region needs its own name: the second materials list is "… 2".
          label={n > 1 ? `${itemHead} ${n}` : itemHead}
          head={head}
          rows={block.items.map((m) => [
            <>
              {m.name}
              {m.note ? <span className="pbody-material-note"> ({m.note})</span> : null}
              {m.rrid ? (
                <>
                  {" "}
                  <a className="pbody-rrid" href={rridUrl(m.rrid)} rel="noopener">
                    {m.rrid}
                  </a>
                </>
              ) : null}
            </>,
            m.supplier,
            m.catalog,
          ])}
        />
      );
    }
    case "table":
      return (
        <DataTable
          label={`${t("reading.table")} ${n}`}
          caption={
            <>
              <strong>
                {t("reading.table")} {n}.
              </strong>{" "}
              <Rich runs={block.caption} />
            </>
          }
          head={block.head}
          rows={block.rows}
        />
      );
    case "figure":
      return <FigureBlock block={block} number={n} />;
    case "video":
      return (
        <figure className="pbody-video">
          <video controls preload="none" src={block.src} poster={block.poster} />
          <figcaption>
            <strong>
              {t("reading.video")} {n}.
            </strong>{" "}
            <Rich runs={block.caption} />
          </figcaption>
        </figure>
      );
    case "equation":
      return (
        <div className="pbody-equation">
          {/* KaTeX's styles only on a page that shows an equation (ADR 0138): React puts the link in the head once,
              and a page without one (every visitor's) does not wait for them before its first paint. */}
          <link rel="stylesheet" href={katexStylesheet} precedence="katex" />
          {/* Typeset by KaTeX on the server (HTML + MathML); KaTeX escapes its input. */}
          <div className="pbody-equation__math" dangerouslySetInnerHTML={{ __html: block.html }} />
        </div>
      );
  }
}

/** Figures, tables, videos and materials lists numbered in order, as the reader sees them. */
export function numberBlocks(body: DisplayBody): WeakMap<object, number> {
  const map = new WeakMap<object, number>();
  const count = { figure: 0, table: 0, video: 0, materials: 0 };
  for (const s of body.sections) {
    for (const b of s.blocks) {
      if (b.type === "figure" || b.type === "table" || b.type === "video" || b.type === "materials") {
        map.set(b, ++count[b.type]);
      }
    }
  }
  return map;
}

/** The full text of a protocol: its sections in order, each block rendered by its own component. */
export function ProtocolBodyView({ body }: { body: DisplayBody }) {
  const { t } = useI18n();
  const numbers = useMemo(() => numberBlocks(body), [body]);
  return (
    <div className="protocol-body">
      {body.sections.map((section, i) => (
        <section key={i} id={`section-${section.kind}`} className={`pbody-section pbody-section--${section.kind}`} aria-labelledby={`section-${section.kind}-title`}>
          <h2 id={`section-${section.kind}-title`}>{t(`reading.section.${section.kind}` as MessageKey)}</h2>
          {section.blocks.map((b, j) => (
            <BlockView key={j} block={b} numbers={numbers} section={section.kind} />
          ))}
        </section>
      ))}
    </div>
  );
}
