/** The compiled catalogue parts of app/i18n/messages-vite-plugin.ts. */
declare module "virtual:messages/*" {
  import type { CompiledMessage } from "~/i18n/compile-messages";
  const messages: Record<string, CompiledMessage>;
  export default messages;
}

/** The built file of each language's page strings; null under the dev server. */
declare module "virtual:messages/chunks" {
  import type { Lang } from "@core/config/constants";
  const chunks: Record<Lang, string> | null;
  export default chunks;
}
