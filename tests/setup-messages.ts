// The whole catalogue, as the server has it from start-up (entry.server.tsx): tests render and translate directly.
import "~/i18n/catalogues.server";
