import { JOURNAL, type Lang } from "../config/constants";
import type { EmailMessage } from "../mail/email-message";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

function html(paragraphs: string[], link: string, linkText: string): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("");
  return `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;line-height:1.5">${body}<p><a href="${escapeHtml(link)}">${escapeHtml(linkText)}</a></p></body></html>`;
}

/** The "forgot password" message: a link valid for one hour, usable once. */
export function passwordResetEmail(to: string, link: string, lang: Lang): EmailMessage {
  if (lang === "cn") {
    const lines = [
      "您好：",
      `我们收到了重置您在${JOURNAL.titleCn}的账户密码的请求。请在 1 小时内点击下面的链接设置新密码，该链接只能使用一次。`,
      "如果这不是您本人的操作，请忽略本邮件，您的密码不会改变。",
    ];
    return { to, subject: `${JOURNAL.titleCn}：重置密码`, text: `${lines.join("\n\n")}\n\n${link}\n`, html: html(lines, link, "设置新密码") };
  }
  const lines = [
    "Hello,",
    `We received a request to reset the password of your ${JOURNAL.titleEn} account. Open the link below within one hour to choose a new password; it works only once.`,
    "If you did not ask for this, ignore this e-mail: your password stays as it is.",
  ];
  return { to, subject: `${JOURNAL.titleEn}: reset your password`, text: `${lines.join("\n\n")}\n\n${link}\n`, html: html(lines, link, "Choose a new password") };
}

/** The "e-mail me a sign-in link" message: a one-time log-in link valid for five minutes. */
export function signInLinkEmail(to: string, link: string, lang: Lang): EmailMessage {
  if (lang === "cn") {
    const lines = [
      "您好：",
      `请在 5 分钟内点击下面的链接登录${JOURNAL.titleCn}。该链接只能使用一次。`,
      "如果这不是您本人的操作，请忽略本邮件。",
    ];
    return { to, subject: `${JOURNAL.titleCn}：登录链接`, text: `${lines.join("\n\n")}\n\n${link}\n`, html: html(lines, link, "登录") };
  }
  const lines = [
    "Hello,",
    `Open the link below within five minutes to log in to ${JOURNAL.titleEn}. It works only once.`,
    "If you did not ask for this, ignore this e-mail.",
  ];
  return { to, subject: `${JOURNAL.titleEn}: your sign-in link`, text: `${lines.join("\n\n")}\n\n${link}\n`, html: html(lines, link, "Log in") };
}
