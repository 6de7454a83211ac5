import { Link, useLocation } from "react-router";
import type { Lang } from "@core/config/constants";
import { TEXT_MODES, type TextMode } from "@core/protocols/reading-text-mode";
import type { DisplayBody } from "@core/protocols/render-equations";
import { useI18n } from "~/i18n/translate";
import { BilingualBodyView } from "./BilingualBodyView";
import { ProtocolBodyView } from "./ProtocolBodyView";
import { languageTag } from "@core/locale/language-tag";

export interface ShownTexts {
  mode: TextMode;
  available: Lang[];
  shown: { lang: Lang; body: DisplayBody }[];
}

/** English, 中文 or both: links (they work without JavaScript), the current one marked; the server remembers. */
function TextModeSwitch({ mode }: { mode: TextMode }) {
  const { t } = useI18n();
  const location = useLocation();
  const href = (m: TextMode) => {
    const params = new URLSearchParams(location.search);
    params.set("text", m);
    return `${location.pathname}?${params}`;
  };
  return (
    <nav className="text-mode" aria-label={t("reading.textMode.label")}>
      <span className="text-mode__label" aria-hidden="true">
        {t("reading.textMode.label")}
      </span>
      <ul>
        {TEXT_MODES.map((m) => (
          <li key={m}>
            <Link to={href(m)} replace preventScrollReset aria-current={m === mode ? "true" : undefined} className="text-mode__option">
              {t(`reading.textMode.${m}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A signed-in reader's full text (issue 17 §2–3): in the chosen language, or both side by side; a Chinese page
 * of a protocol without a Chinese full text says so and shows the English.
 */
export function ProtocolTexts({ texts }: { texts: ShownTexts }) {
  const { lang, t } = useI18n();
  const [first, second] = texts.shown;
  if (!first) return null;
  const bilingual = texts.available.includes("en") && texts.available.includes("cn");
  return (
    <div id="full-text" className="protocol-texts">
      {bilingual ? <TextModeSwitch mode={texts.mode} /> : null}
      {lang === "cn" && !texts.available.includes("cn") ? (
        <p className="reading-notice" lang="zh-CN">
          {t("reading.textInEnglish")}
        </p>
      ) : null}
      {second ? (
        <BilingualBodyView texts={[first, second]} />
      ) : (
        <div lang={languageTag(first.lang)}>
          <ProtocolBodyView body={first.body} />
        </div>
      )}
    </div>
  );
}
