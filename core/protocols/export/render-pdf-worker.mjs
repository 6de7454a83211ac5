// The entry of a PDF worker thread. Plain JavaScript on purpose: the server runs TypeScript through tsx
// (`node --import tsx`), and Vitest through Vite, whose loader a worker thread does not inherit. tsx's
// tsImport compiles the task module here the same way in every case (production `npm run serve`, dev, tests).
import { tsImport } from "tsx/esm/api";

const task = await tsImport("./render-pdf-task.ts", import.meta.url);

export default task.default;
