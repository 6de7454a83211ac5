import { describe, expect, it } from "vitest";
import { alertsForm } from "@core/forms/alerts-schema";
import { helpForm } from "@core/forms/help-schema";
import { psiForm } from "@core/forms/psi-schema";
import { reviewerForm } from "@core/forms/reviewer-schema";
import { ambassadorForm } from "@core/forms/ambassador-schema";
import { submissionForm } from "@core/forms/submission-schema";
import { collectFormValues, parseFormValues, type FormSchema, type RawFormValues } from "@core/forms/parse-form-values";
import { normalizeOrcid } from "@core/forms/orcid";
import { normalizeDoiOrUrl } from "@core/forms/doi-or-url";
import { translate, type MessageKey } from "~/i18n/translate";

function errorsOf<T>(form: FormSchema<T>, values: RawFormValues): Record<string, string> {
  const result = parseFormValues(form, values);
  return result.ok ? {} : result.errors;
}
const en = (key: string | undefined) => translate("en", key as MessageKey);
const cn = (key: string | undefined) => translate("cn", key as MessageKey);

describe("alerts subscription (SPEC §5, §8)", () => {
  it("requires the e-mail, then its format, then at most 256 characters", () => {
    const e1 = errorsOf(alertsForm, { email: "  ", confirm: "on" }).email;
    expect(en(e1)).toBe("Email is required.");
    expect(cn(e1)).toBe("请输入邮箱。");
    const e2 = errorsOf(alertsForm, { email: "someone@", confirm: "on" }).email;
    expect(en(e2)).toBe("Email format error.");
    expect(cn(e2)).toBe("邮箱格式不正确。");
    const long = `${"a".repeat(250)}@example.org`;
    expect(errorsOf(alertsForm, { email: long, confirm: "on" }).email).toBe("forms.alerts.emailTooLong");
    expect(errorsOf(alertsForm, { email: `${"a".repeat(240)}@example.org`, confirm: "on" }).email).toBeUndefined();
  });

  it("requires the box to be ticked", () => {
    const key = errorsOf(alertsForm, { email: "a@example.org" }).confirm;
    expect(en(key)).toBe("Please check the box.");
    expect(cn(key)).toBe("请勾选此框。");
  });

  it("keeps only real category ids and reads the language", () => {
    const result = parseFormValues(alertsForm, {
      email: " A@Example.org ",
      confirm: "on",
      categories: ["2", "33", "999", "2"],
      language: "cn",
    });
    expect(result).toEqual({
      ok: true,
      data: { email: "A@Example.org", confirm: "on", categories: [2, 33], language: "cn" },
    });
    const noLanguage = parseFormValues(alertsForm, { email: "a@example.org", confirm: "on" });
    expect(noLanguage.ok && noLanguage.data.language).toBe(null);
  });

  it("carries the SPEC's result texts", () => {
    expect(translate("en", "forms.alerts.success")).toBe("Successfully subscribed.");
    expect(translate("cn", "forms.alerts.success")).toBe("订阅成功。");
    expect(translate("en", "forms.alerts.alreadySubscribed")).toBe("You are already subscribed to OPLS e-mail alerts.");
    expect(translate("cn", "forms.alerts.alreadySubscribed")).toBe("您已订阅OPLS邮件提醒。");
    expect(translate("en", "forms.failed")).toBe("Operation failed, please try again later.");
    expect(translate("cn", "forms.failed")).toBe("操作失败，请稍后再试。");
    expect(translate("en", "forms.mail.confirm.heading")).toBe("Please confirm registration");
  });
});

describe("help request (SPEC §5)", () => {
  it("requires details, at most 5,000 characters", () => {
    const key = errorsOf(helpForm, { email: "a@example.org", message: "   " }).message;
    expect(en(key)).toBe("Please provide details about your request.");
    expect(errorsOf(helpForm, { email: "a@example.org", message: "x".repeat(5001) }).message).toBe(
      "forms.help.messageTooLong",
    );
    expect(errorsOf(helpForm, { email: "a@example.org", message: "x".repeat(5000) })).toEqual({});
  });

  it("says Submission Complete", () => {
    expect(translate("en", "forms.help.success")).toBe("Submission Complete");
    expect(translate("cn", "forms.help.success")).toBe("提交成功！");
    expect(translate("en", "forms.help.successNote")).toMatch(/within two business days/);
  });

  it("accepts only a well-formed upload token", () => {
    expect(
      errorsOf(helpForm, { email: "a@example.org", message: "hi", screenshotToken: "../../etc/passwd" })
        .screenshotToken,
    ).toBe("forms.upload.required");
    expect(errorsOf(helpForm, { email: "a@example.org", message: "hi", screenshotToken: "a".repeat(32) })).toEqual({});
  });
});

describe("pre-submission inquiry (SPEC §3, §5)", () => {
  const valid = {
    firstName: "Ana",
    lastName: "Silva",
    affiliation: "Lakeside University",
    country: "Portugal",
    email: "ana@example.org",
    proposedTitle: "Measuring growth curves",
    subjectCategoryId: "12",
    summary: "Optical density of many strains read in one plate.",
    validationMethod: "validation_data",
    manuscriptStatus: "complete",
  };
  it("requires the e-mail ('Please enter your email.') and checks it ('Wrong email format.')", () => {
    expect(en(errorsOf(psiForm, { ...valid, email: "" }).email)).toBe("Please enter your email.");
    expect(en(errorsOf(psiForm, { ...valid, email: "ana.example.org" }).email)).toBe("Wrong email format.");
    expect(errorsOf(psiForm, valid)).toEqual({});
  });

  it("has the three validation methods and needs a DOI or URL for the two that rest on an article", () => {
    expect(errorsOf(psiForm, { ...valid, validationMethod: "other" }).validationMethod).toBe(
      "forms.psi.validationRequired",
    );
    expect(errorsOf(psiForm, { ...valid, validationMethod: "own_article" }).doiOrUrl).toBe("forms.psi.doiRequired");
    expect(
      errorsOf(psiForm, { ...valid, validationMethod: "reproduced_article", doiOrUrl: "not a doi" }).doiOrUrl,
    ).toBe("forms.psi.doiFormat");
    expect(errorsOf(psiForm, { ...valid, validationMethod: "reproduced_article", doiOrUrl: "10.1000/xyz123" })).toEqual(
      {},
    );
  });

  it("reads the corresponding-author flag from its checkbox", () => {
    const on = parseFormValues(psiForm, { ...valid, isCorresponding: "on" });
    const off = parseFormValues(psiForm, valid);
    expect(on.ok && on.data.isCorresponding).toBe(true);
    expect(off.ok && off.data.isCorresponding).toBe(false);
  });
});

describe("reviewer, ambassador and submission forms", () => {
  it("reviewer: research areas from the 13 categories, optional ORCID with its check digit, a CV", () => {
    const base = {
      name: "Li Wei",
      email: "li@example.org",
      affiliation: "Coastal University",
      country: "China",
      areas: ["4", "10"],
      cvToken: "b".repeat(32),
    };
    expect(errorsOf(reviewerForm, base)).toEqual({});
    expect(errorsOf(reviewerForm, { ...base, areas: [] }).areas).toBe("forms.reviewer.areasRequired");
    expect(errorsOf(reviewerForm, { ...base, cvToken: "" }).cvToken).toBe("forms.upload.required");
    expect(errorsOf(reviewerForm, { ...base, orcid: "0000-0002-1825-0098" }).orcid).toBe("forms.reviewer.orcidFormat");
    const parsed = parseFormValues(reviewerForm, { ...base, orcid: "https://orcid.org/0000-0002-1825-0097" });
    expect(parsed.ok && parsed.data.orcid).toBe("0000-0002-1825-0097");
  });

  it("ambassador: a career stage and the age confirmation (18 or older)", () => {
    const base = {
      name: "Sam",
      email: "sam@example.org",
      institution: "Uni",
      country: "Kenya",
      degree: "doctoral",
      motivation: "Workshops",
      adult: "on",
    };
    expect(errorsOf(ambassadorForm, base)).toEqual({});
    expect(errorsOf(ambassadorForm, { ...base, adult: "" }).adult).toBe("forms.ambassador.adultRequired");
    expect(errorsOf(ambassadorForm, { ...base, degree: "professor" }).degree).toBe("forms.ambassador.degreeRequired");
  });

  it("submission: the invitation code only by invitation, a reason for a waiver", () => {
    const base = {
      route: "self",
      email: "a@example.org",
      title: "A protocol",
      authors: "A. Author*",
      categoryId: "12",
      manuscriptToken: "c".repeat(32),
      waiver: "none",
    };
    expect(errorsOf(submissionForm, base)).toEqual({});
    expect(errorsOf(submissionForm, { ...base, route: "invitation" }).invitationCode).toBe(
      "forms.submission.codeRequired",
    );
    expect(errorsOf(submissionForm, { ...base, waiver: "partial" }).waiverReason).toBe(
      "forms.submission.waiverReasonRequired",
    );
    expect(errorsOf(submissionForm, { ...base, waiver: "full", waiverReason: "No grant" })).toEqual({});
    expect(errorsOf(submissionForm, { ...base, categoryId: "3" }).categoryId).toBe("forms.submission.categoryRequired");
  });

  it("every message key the schemas can produce exists in both catalogues", () => {
    const forms = [
      alertsForm,
      helpForm,
      psiForm,
      reviewerForm,
      ambassadorForm,
      submissionForm,
    ] as FormSchema<unknown>[];
    const keys = new Set<string>();
    for (const form of forms) {
      const empty = parseFormValues(form, {});
      if (!empty.ok) Object.values(empty.errors).forEach((k) => keys.add(k));
    }
    keys.add("forms.field.tooLong");
    for (const key of keys) {
      expect(translate("en", key as MessageKey), key).toBeTruthy();
      expect(translate("cn", key as MessageKey), key).toBeTruthy();
    }
  });
});

describe("helpers", () => {
  it("collects repeated fields as lists and skips files", () => {
    const form = new FormData();
    form.append("categories", "2");
    form.append("categories", "4");
    form.append("email", "a@example.org");
    form.append("file", new Blob(["x"]), "x.txt");
    expect(collectFormValues(form.entries())).toEqual({ categories: ["2", "4"], email: "a@example.org" });
  });

  it("normalises ORCID iDs, DOIs and URLs", () => {
    expect(normalizeOrcid("0000000218250097")).toBe("0000-0002-1825-0097");
    expect(normalizeOrcid("0000-0002-9079-593X")).toBe("0000-0002-9079-593X");
    expect(normalizeOrcid("0000-0002-1825")).toBeNull();
    expect(normalizeDoiOrUrl("https://doi.org/10.1000/ABC.1")).toBe("10.1000/ABC.1");
    expect(normalizeDoiOrUrl("doi:10.21769/BioProtoc.1234")).toBe("10.21769/BioProtoc.1234");
    expect(normalizeDoiOrUrl("https://example.org/paper")).toBe("https://example.org/paper");
    expect(normalizeDoiOrUrl("javascript:alert(1)")).toBeNull();
    expect(normalizeDoiOrUrl("ftp://example.org/x")).toBeNull();
  });
});
