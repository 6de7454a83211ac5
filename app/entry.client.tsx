import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { languageOfTag } from "@core/locale/language-tag";
import { loadPageMessages } from "~/i18n/load-messages";

// The page's strings come in their own chunk, only the page's language (ADR 0117): hydrate once they are here.
await loadPageMessages(languageOfTag(document.documentElement.lang));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
