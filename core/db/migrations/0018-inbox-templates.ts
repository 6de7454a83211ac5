import { AUTHOR_TEMPLATES, CN_SIGN, EN_SIGN, type SeedTemplate } from "./0018-inbox-templates-authors";

/**
 * The first reply templates of the editorial inbox (migration 0018, ADR 0110): one per kind, purpose and language.
 * Editors change them at /{lang}/editorial/inbox/templates; this is only what a new journal starts with.
 * Placeholders: {name} {title} {reference} {journal} {share} {reason}; "[[…]]" is a slot the editor must fill
 * before the reply can be sent. Frozen data of the migration: never edit it to change live templates.
 * The replies to authors are in 0018-inbox-templates-authors.ts (the list's first part); the rest are here.
 */
export const INBOX_TEMPLATE_SEED: readonly SeedTemplate[] = [
  ...AUTHOR_TEMPLATES,
  // Reviewer applications.
  {
    kind: "reviewer",
    purpose: "accepted",
    language: "en",
    subject: "Welcome to the reviewers of {journal}",
    body: `Dear {name},

Thank you for offering to review for {journal}. We are pleased to add you to our reviewers; the editors will invite you when a protocol in your areas of expertise is submitted.

Each invitation gives the title and abstract of the protocol, so that you can accept or decline it. You may choose to review anonymously or to be named on the published article.

${EN_SIGN}`,
  },
  {
    kind: "reviewer",
    purpose: "accepted",
    language: "cn",
    subject: "欢迎加入{journal}审稿人队伍",
    body: `{name}，您好：

感谢您愿意为{journal}审稿。我们很高兴将您纳入审稿人名单；收到与您专业领域相关的稿件时，编辑会向您发出审稿邀请。

每份邀请都会附上实验方案的标题和摘要，供您决定是否接受。您可以选择匿名审稿，也可以选择在发表的文章中署名。

${CN_SIGN}`,
  },
  {
    kind: "reviewer",
    purpose: "declined",
    language: "en",
    subject: "Your reviewer application {reference}",
    body: `Dear {name},

Thank you for offering to review for {journal}. At present we are not able to add you to our reviewers: we are looking for hands-on experience in the areas where we receive the most submissions.

Thank you again for your interest in the journal.

${EN_SIGN}`,
  },
  {
    kind: "reviewer",
    purpose: "declined",
    language: "cn",
    subject: "关于您的审稿人申请 {reference}",
    body: `{name}，您好：

感谢您愿意为{journal}审稿。目前我们主要招募在投稿较多的领域具有实际操作经验的审稿人，暂时无法将您纳入审稿人名单。

再次感谢您对本刊的关注。

${CN_SIGN}`,
  },
  // Campus ambassador applications.
  {
    kind: "ambassador",
    purpose: "accepted",
    language: "en",
    subject: "Welcome, Campus Ambassador of {journal}",
    body: `Dear {name},

Congratulations: you have been appointed a Campus Ambassador of {journal} for one academic year. Thank you for the enthusiasm in your application.

We will send you the programme's presentation materials and the date of the next training session shortly. If you agreed to be listed, your name and institution now appear on our Campus Ambassador list.

${EN_SIGN}`,
  },
  {
    kind: "ambassador",
    purpose: "accepted",
    language: "cn",
    subject: "欢迎成为{journal}校园大使",
    body: `{name}，您好：

祝贺您被聘为{journal}校园大使，任期一学年。感谢您在申请中表现出的热情。

我们将很快把项目宣传材料和下一次培训的时间发送给您。如您同意公开列名，您的姓名和所在机构现已显示在校园大使名单中。

${CN_SIGN}`,
  },
  {
    kind: "ambassador",
    purpose: "declined",
    language: "en",
    subject: "Your Campus Ambassador application {reference}",
    body: `Dear {name},

Thank you for applying to be a Campus Ambassador of {journal}. We received many strong applications and are unable to offer you a place in this year's programme.

You are welcome to apply again next academic year.

${EN_SIGN}`,
  },
  {
    kind: "ambassador",
    purpose: "declined",
    language: "cn",
    subject: "关于您的校园大使申请 {reference}",
    body: `{name}，您好：

感谢您申请担任{journal}校园大使。今年我们收到了许多优秀的申请，很遗憾未能为您提供本年度的名额。

欢迎您下一学年再次申请。

${CN_SIGN}`,
  },
  // Help requests.
  {
    kind: "help",
    purpose: "answer",
    language: "en",
    subject: "Re: your help request {reference}",
    body: `Hello,

Thank you for contacting {journal}.

[[Write the answer here.]]

If this does not solve the problem, please reply to this e-mail and quote your reference {reference}.

${EN_SIGN}`,
  },
  {
    kind: "help",
    purpose: "answer",
    language: "cn",
    subject: "回复：您的求助 {reference}",
    body: `您好：

感谢您联系{journal}。

[[在此填写答复。]]

如问题仍未解决，请直接回复本邮件，并注明编号 {reference}。

${CN_SIGN}`,
  },
  {
    kind: "help",
    purpose: "more_info",
    language: "en",
    subject: "Your help request {reference}: a question",
    body: `Hello,

Thank you for contacting {journal}. To help you, we need a little more information:

[[Ask your question here.]]

Please reply to this e-mail and quote your reference {reference}.

${EN_SIGN}`,
  },
  {
    kind: "help",
    purpose: "more_info",
    language: "cn",
    subject: "您的求助 {reference}：需要补充信息",
    body: `您好：

感谢您联系{journal}。为了更好地帮助您，我们还需要了解以下信息：

[[在此填写您的问题。]]

请直接回复本邮件，并注明编号 {reference}。

${CN_SIGN}`,
  },
];
