/** A video's running time as players show it: 742 → "12:22", 13 → "0:13". */
export function videoClock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, "0")}`;
}
