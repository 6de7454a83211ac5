import { JOURNAL, type Lang } from "../config/constants";
import type { EmailMessage } from "../mail/email-message";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

function html(paragraphs: string[], link: string, linkText: string): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("");
  return `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;line-height:1.5">${body}<p><a href="${escapeHtml(link)}">${escapeHtml(linkText)}</a></p></body></html>`;
}

/** Every account e-mail: a few paragraphs, then the one link it is about (in the text, and as a titled link in the HTML). */
function linkEmail(to: string, subject: string, lines: string[], link: string, linkText: string): EmailMessage {
  return { to, subject, text: `${lines.join("\n\n")}\n\n${link}\n`, html: html(lines, link, linkText) };
}

/** The "forgot password" message: a link valid for one hour, usable once. */
export function passwordResetEmail(to: string, link: string, lang: Lang): EmailMessage {
  if (lang === "cn") {
    const lines = [
      "您好：",
      `我们收到了重置您在${JOURNAL.titleCn}的账户密码的请求。请在 1 小时内点击下面的链接设置新密码，该链接只能使用一次。`,
      "如果这不是您本人的操作，请忽略本邮件，您的密码不会改变。",
    ];
    return linkEmail(to, `${JOURNAL.titleCn}：重置密码`, lines, link, "设置新密码");
  }
  const lines = [
    "Hello,",
    `We received a request to reset the password of your ${JOURNAL.titleEn} account. Open the link below within one hour to choose a new password; it works only once.`,
    "If you did not ask for this, ignore this e-mail: your password stays as it is.",
  ];
  return linkEmail(to, `${JOURNAL.titleEn}: reset your password`, lines, link, "Choose a new password");
}

/** The "e-mail me a sign-in link" message: a one-time log-in link valid for five minutes. */
export function signInLinkEmail(to: string, link: string, lang: Lang): EmailMessage {
  if (lang === "cn") {
    const lines = [
      "您好：",
      `请在 5 分钟内点击下面的链接登录${JOURNAL.titleCn}。该链接只能使用一次。`,
      "如果这不是您本人的操作，请忽略本邮件。",
    ];
    return linkEmail(to, `${JOURNAL.titleCn}：登录链接`, lines, link, "登录");
  }
  const lines = [
    "Hello,",
    `Open the link below within five minutes to log in to ${JOURNAL.titleEn}. It works only once.`,
    "If you did not ask for this, ignore this e-mail.",
  ];
  return linkEmail(to, `${JOURNAL.titleEn}: your sign-in link`, lines, link, "Log in");
}

/** Sign-up with a new address: a one-time link (five minutes) that finishes it by logging the reader in. */
export function finishSignUpEmail(to: string, link: string, lang: Lang): EmailMessage {
  if (lang === "cn") {
    const lines = [
      "您好：",
      `欢迎注册${JOURNAL.titleCn}。请在 5 分钟内点击下面的链接完成注册并登录，该链接只能使用一次。`,
      "链接过期后，您也可以直接用邮箱和密码登录。如果这不是您本人的操作，请忽略本邮件。",
    ];
    return linkEmail(to, `${JOURNAL.titleCn}：完成注册`, lines, link, "完成注册");
  }
  const lines = [
    "Hello,",
    `Welcome to ${JOURNAL.titleEn}. Open the link below within five minutes to finish signing up and log in; it works only once.`,
    "After that, log in with your e-mail and password. If you did not sign up, ignore this e-mail.",
  ];
  return linkEmail(to, `${JOURNAL.titleEn}: finish signing up`, lines, link, "Finish signing up");
}

/**
 * Sign-up with an address that already has an account: its owner is told, in the account's language, and
 * pointed at the log-in page (which offers "forgot password" and the sign-in link). Nothing changes.
 */
export function signUpAttemptEmail(to: string, loginLink: string, lang: Lang): EmailMessage {
  if (lang === "cn") {
    const lines = [
      "您好：",
      `有人刚刚尝试用本邮箱注册${JOURNAL.titleCn}账户，但该邮箱已经有账户，因此没有创建新账户。`,
      "如果是您本人，请直接登录；忘记密码时可在登录页重置或获取登录链接。如果不是您本人，请忽略本邮件，您的账户不受影响。",
    ];
    return linkEmail(to, `${JOURNAL.titleCn}：有人尝试用您的邮箱注册`, lines, loginLink, "登录");
  }
  const lines = [
    "Hello,",
    `Someone just tried to create a ${JOURNAL.titleEn} account with this e-mail address. It already has an account, so no new one was made.`,
    "If it was you, simply log in; the log-in page can reset a forgotten password or e-mail you a sign-in link. If it was not you, ignore this e-mail: your account is unchanged.",
  ];
  return linkEmail(to, `${JOURNAL.titleEn}: someone tried to sign up with your address`, lines, loginLink, "Log in");
}
