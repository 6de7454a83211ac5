import { describe, expect, it } from "vitest";
import { countWords } from "@core/questions/count-words";
import { answerSchema, questionProblems, questionSchema } from "@core/questions/question-rules";
import { translate } from "~/i18n/translate";
import { questionProblemKey } from "~/components/account/problem-keys";

const ok = "How do I store the lysis buffer?";

describe("word counting (Intl.Segmenter)", () => {
  it("counts English words", () => {
    expect(countWords("How to  store buffer?")).toBe(4);
    expect(countWords("two-word")).toBe(2);
    expect(countWords("   ")).toBe(0);
  });

  it("counts Chinese words without spaces", () => {
    expect(countWords("如何提取细胞")).toBe(3);
    expect(countWords("细胞")).toBe(1);
    expect(countWords("如何在4度保存裂解液")).toBeGreaterThanOrEqual(3);
  });
});

describe("question rules (SPEC §5)", () => {
  it("requires a title, with the SPEC's message in both languages", () => {
    const problems = questionProblems(questionSchema, { title: "  ", description: ok });
    expect(problems).toEqual({ title: "title-required" });
    expect(translate("en", questionProblemKey("title-required"))).toBe("Please enter a question title.");
    expect(translate("cn", questionProblemKey("title-required"))).toBe("请提供问题标题。");
    expect(translate("en", "accounts.question.failed")).toBe("Operation failed, please try again later.");
    expect(translate("cn", "accounts.question.failed")).toBe("操作失败，请稍后再试。");
  });

  it("needs at least 10 characters and 3 words, at most 150 characters in the title", () => {
    expect(questionProblems(questionSchema, { title: "Why PCR?", description: ok })?.title).toBe("title-too-short");
    expect(questionProblems(questionSchema, { title: "Electrophoresis", description: ok })?.title).toBe("title-too-few-words");
    expect(questionProblems(questionSchema, { title: "a b c ".repeat(26), description: ok })?.title).toBe("title-too-long");
    expect(questionProblems(questionSchema, { title: `${"word ".repeat(29)}words`, description: ok })).toBeNull();
    expect(questionProblems(questionSchema, { title: "x".repeat(151), description: ok })?.title).toBe("title-too-long");
  });

  it("accepts a Chinese title of three words and ten characters", () => {
    expect(questionProblems(questionSchema, { title: "如何从小鼠脑组织提取细胞", description: "裂解液应该如何保存" + "呢？" })).toBeNull();
  });

  it("needs at least 10 characters and 3 words, at most 60,000 characters in the description", () => {
    expect(questionProblems(questionSchema, { title: ok, description: "" })?.description).toBe("description-too-short");
    expect(questionProblems(questionSchema, { title: ok, description: "Thermocycler" })?.description).toBe("description-too-few-words");
    expect(questionProblems(questionSchema, { title: ok, description: "word ".repeat(12_001) })?.description).toBe("description-too-long");
    expect(questionProblems(questionSchema, { title: ok, description: "word ".repeat(11_999) })).toBeNull();
  });

  it("reports each field's first problem together", () => {
    expect(questionProblems(questionSchema, { title: "", description: "" })).toEqual({ title: "title-required", description: "description-too-short" });
    expect(questionProblems(questionSchema, {})).toEqual({ title: "title-required", description: "description-too-short" });
  });

  it("requires an answer of at most 60,000 characters", () => {
    expect(questionProblems(answerSchema, { body: " " })).toEqual({ body: "answer-required" });
    expect(questionProblems(answerSchema, { body: "x".repeat(60_001) })).toEqual({ body: "answer-too-long" });
    expect(questionProblems(answerSchema, { body: "Yes." })).toBeNull();
  });
});
