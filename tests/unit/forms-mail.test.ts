import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@core/config/constants";
import type { MailSettings } from "@core/mail/email-message";
import { composeSubscriptionConfirmation } from "@core/mail/compose-subscription-confirmation";
import { composeAlertDigest } from "@core/mail/compose-alert-digest";
import { composeFormConfirmation, type ConfirmedForm } from "@core/mail/compose-form-confirmation";
import { composeEditorialNotification } from "@core/mail/compose-editorial-notification";
import { mailTranslate } from "~/lib/forms/mail-translate";

const mail: MailSettings = {
  t: mailTranslate,
  origin: "https://opls.example.org",
  editorialEmail: "office@opls.example.org",
};

function expectComplete(message: { subject: string; text: string; html: string }) {
  for (const part of [message.subject, message.text, message.html]) {
    expect(part).not.toMatch(/undefined|forms\.|\{\w+\}/);
  }
}

describe("e-mails are composed in the reader's language, as text and HTML", () => {
  it("the double opt-in confirmation asks to confirm registration", () => {
    for (const lang of LANGUAGES) {
      const m = composeSubscriptionConfirmation(mail, {
        lang,
        email: "a@example.org",
        confirmUrl: "https://opls.example.org/en/alerts/confirm?token=t&x=1",
        validDays: 7,
      });
      expectComplete(m);
      expect(m.text).toContain("https://opls.example.org/en/alerts/confirm?token=t&x=1");
      expect(m.html).toContain('href="https://opls.example.org/en/alerts/confirm?token=t&amp;x=1"');
      expect(m.headers?.["Reply-To"]).toBe("office@opls.example.org");
    }
    const en = composeSubscriptionConfirmation(mail, {
      lang: "en",
      email: "a@example.org",
      confirmUrl: "u",
      validDays: 7,
    });
    expect(en.subject).toMatch(/confirm registration/i);
    expect(en.html).toContain('<html lang="en">');
    const cn = composeSubscriptionConfirmation(mail, {
      lang: "cn",
      email: "a@example.org",
      confirmUrl: "u",
      validDays: 7,
    });
    expect(cn.subject).toContain("请确认");
    expect(cn.html).toContain('<html lang="zh-CN">');
  });

  it("the digest lists protocols and carries the unsubscribe link in the body and in List-Unsubscribe", () => {
    for (const lang of LANGUAGES) {
      const m = composeAlertDigest(mail, {
        lang,
        email: "a@example.org",
        items: [
          { title: "Western <blot>", url: "https://opls.example.org/en/bpdetail?id=1&type=bp", meta: "Mar 5, 2026" },
        ],
        moreCount: 3,
        archiveUrl: "https://opls.example.org/en/archive",
        manageUrl: "https://opls.example.org/en/alerts/unsubscribe?token=abc",
      });
      expectComplete(m);
      expect(m.text).toContain("https://opls.example.org/en/alerts/unsubscribe?token=abc");
      expect(m.html).toContain("Western &lt;blot&gt;");
      expect(m.headers?.["List-Unsubscribe"]).toBe("<https://opls.example.org/en/alerts/unsubscribe?token=abc>");
      expect(m.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    }
    const en = composeAlertDigest(mail, {
      lang: "en",
      email: "a@example.org",
      items: [{ title: "x", url: "u", meta: "" }],
      moreCount: 0,
      archiveUrl: "a",
      manageUrl: "m",
    });
    expect(en.subject).toBe("OPLS alerts: 1 new protocol");
  });

  it("each form's confirmation and the office's notification are complete in both languages", () => {
    const forms: ConfirmedForm[] = ["help", "reviewer", "ambassador", "psi", "submission"];
    for (const form of forms) {
      for (const lang of LANGUAGES) {
        const m = composeFormConfirmation(mail, {
          form,
          lang,
          to: "a@example.org",
          reference: "X-000001",
          fields: [["forms.field.name", "Ana <Silva>"]],
        });
        expectComplete(m);
        expect(m.subject).toContain("X-000001");
        expect(m.html).toContain("Ana &lt;Silva&gt;");
        // The text's labels take the language's colon: "Reference: X-000001", "编号：X-000001".
        const reference = mail.t(lang, "forms.mail.reference");
        expect(m.text).toContain(lang === "cn" ? `${reference}：X-000001` : `${reference}: X-000001`);
      }
      const office = composeEditorialNotification(mail, {
        form,
        reference: "X-000001",
        replyTo: "a@example.org",
        summary: "A title\nwith a line break",
        fields: [["forms.field.email", "a@example.org"]],
        files: [
          { labelKey: "forms.submission.manuscript", name: "draft.docx", url: "https://opls.example.org/uploads/3" },
        ],
      });
      expectComplete(office);
      expect(office.to).toBe("office@opls.example.org");
      expect(office.subject).not.toContain("\n");
      expect(office.headers?.["Reply-To"]).toBe("a@example.org");
    }
    expect(
      composeFormConfirmation(mail, { form: "help", lang: "en", to: "a@example.org", reference: "H-1", fields: [] })
        .html,
    ).toContain("Submission Complete");
    expect(
      composeFormConfirmation(mail, { form: "help", lang: "cn", to: "a@example.org", reference: "H-1", fields: [] })
        .html,
    ).toContain("提交成功！");
  });
});
