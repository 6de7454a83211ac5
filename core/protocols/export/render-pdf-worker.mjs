// The entry of a PDF render process (ADR 0155) when the server runs from TypeScript. Plain JavaScript on purpose:
// `npm run dev` runs TypeScript through tsx (`node --import tsx`), and Vitest through Vite, whose loader a child process
// does not inherit. tsx's tsImport compiles the task module here the same way in both. The compiled server (`npm start`,
// ADR 0127) uses its own compiled entry instead.
import { tsImport } from "tsx/esm/api";

const task = await tsImport("./render-pdf-task.ts", import.meta.url);

export default task.default;
