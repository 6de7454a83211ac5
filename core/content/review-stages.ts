/**
 * The stages of peer review with their typical durations (SPEC §4 "Review stages", §9 "Review timing"):
 * the one place these timings are written down. The author guide's timeline is drawn from this list.
 */
export type DurationUnit = "day" | "week";

export interface ReviewStage {
  key: "assignment" | "managingDecision" | "executiveDecision" | "notification" | "revision" | "reReview" | "furtherRounds" | "acceptance";
  /** Typical duration ("about …"), absent for the acceptance step. */
  duration?: { value: number; unit: DurationUnit };
  /** The duration applies to each repetition (further rounds). */
  each?: boolean;
}

export const REVIEW_STAGES: readonly ReviewStage[] = [
  { key: "assignment", duration: { value: 4, unit: "week" } },
  { key: "managingDecision", duration: { value: 2, unit: "day" } },
  { key: "executiveDecision", duration: { value: 2, unit: "day" } },
  { key: "notification", duration: { value: 2, unit: "day" } },
  { key: "revision", duration: { value: 2, unit: "week" } },
  { key: "reReview", duration: { value: 10, unit: "day" } },
  { key: "furtherRounds", duration: { value: 2, unit: "week" }, each: true },
  { key: "acceptance" },
];
