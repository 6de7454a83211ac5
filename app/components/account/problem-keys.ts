import type { MessageKey } from "~/i18n/translate";
import type { QuestionProblem } from "@core/questions/question-rules";
import { NEW_PASSWORD_PROBLEM_KEYS } from "@core/users/password-problem-keys";

/**
 * Problem codes that core's account and question operations answer with → the messages readers see (the forms'
 * own rules speak catalogue keys already). One table, used by the forms in the browser and by the server's answers.
 */
const PROBLEM_KEYS: Record<string, MessageKey> = {
  ...NEW_PASSWORD_PROBLEM_KEYS,
  "avatar-too-large": "accounts.problem.avatarTooLarge",
  "avatar-not-image": "accounts.problem.avatarNotImage",
  "token-invalid": "accounts.problem.tokenInvalid",
  "old-required": "accounts.password.oldRequired",
  "new-required": "accounts.password.newRequired",
  "confirm-required": "accounts.password.confirmRequired",
  "same-as-old": "accounts.password.sameAsOld",
  mismatch: "accounts.password.mismatch",
  "wrong-old-password": "accounts.password.wrongOld",
  "rate-limited": "accounts.password.rateLimited",
  busy: "accounts.problem.busy",
  invalid: "accounts.problem.invalid",
};

export function accountProblemKey(problem: string): MessageKey {
  return PROBLEM_KEYS[problem] ?? "accounts.problem.invalid";
}

/** The change-password dialog and updatePwd: same table. */
export const passwordProblemKey = accountProblemKey;

const QUESTION_KEYS: Record<QuestionProblem, MessageKey> = {
  "title-required": "accounts.question.titleRequired",
  "title-too-short": "accounts.question.titleTooShort",
  "title-too-few-words": "accounts.question.titleTooFewWords",
  "title-too-long": "accounts.question.titleTooLong",
  "description-too-short": "accounts.question.descriptionTooShort",
  "description-too-few-words": "accounts.question.descriptionTooFewWords",
  "description-too-long": "accounts.question.descriptionTooLong",
  "answer-required": "accounts.answer.required",
  "answer-too-long": "accounts.answer.tooLong",
};

export function questionProblemKey(problem: QuestionProblem): MessageKey {
  return QUESTION_KEYS[problem];
}
