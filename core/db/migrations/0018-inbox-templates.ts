/**
 * The first reply templates of the editorial inbox (migration 0018, ADR 0110): one per kind, purpose and language.
 * Editors change them at /{lang}/editorial/inbox/templates; this is only what a new journal starts with.
 * Placeholders: {name} {title} {reference} {journal} {share} {reason}; "[[…]]" is a slot the editor must fill
 * before the reply can be sent. Frozen data of the migration: never edit it to change live templates.
 */
interface SeedTemplate {
  kind: string;
  purpose: string;
  language: "en" | "cn";
  subject: string;
  body: string;
}

const EN_SIGN = "With best wishes,\nThe editorial office of {journal}";
const CN_SIGN = "此致\n敬礼！\n\n{journal}编辑部";

export const INBOX_TEMPLATE_SEED: readonly SeedTemplate[] = [
  // Pre-submission inquiries.
  {
    kind: "psi",
    purpose: "accepted",
    language: "en",
    subject: "Your pre-submission inquiry {reference}: please submit your protocol",
    body: `Dear {name},

Thank you for your pre-submission inquiry about "{title}". The editors have read your summary and would be glad to consider the full protocol for {journal}.

Please submit the complete manuscript through the submission page of our website and quote your inquiry reference {reference} in the cover letter. The author guidelines explain how to structure the protocol and what validation we ask for.

An invitation to submit is not a promise of publication: every protocol is peer reviewed.

${EN_SIGN}`,
  },
  {
    kind: "psi",
    purpose: "accepted",
    language: "cn",
    subject: "投稿前咨询 {reference}：欢迎正式投稿",
    body: `{name}，您好：

感谢您就《{title}》提交投稿前咨询。编辑部已阅读您的摘要，欢迎您将完整的实验方案投至{journal}。

请通过本刊网站的投稿页面提交完整稿件，并在投稿信中注明咨询编号 {reference}。稿件结构及所需的验证数据请参阅作者指南。

邀请投稿并不代表一定录用，所有稿件均须经过同行评审。

${CN_SIGN}`,
  },
  {
    kind: "psi",
    purpose: "declined",
    language: "en",
    subject: "Your pre-submission inquiry {reference}",
    body: `Dear {name},

Thank you for your pre-submission inquiry about "{title}". The editors have considered it carefully and concluded that the protocol is not a good fit for {journal} at present, so we are unable to invite a full submission.

This decision concerns the scope of the journal and is not a judgement of the quality of your work. We hope you find a suitable home for it, and we would be glad to hear about your future protocols.

${EN_SIGN}`,
  },
  {
    kind: "psi",
    purpose: "declined",
    language: "cn",
    subject: "关于您的投稿前咨询 {reference}",
    body: `{name}，您好：

感谢您就《{title}》提交投稿前咨询。编辑部经认真考虑，认为该实验方案目前与{journal}的收稿范围不够契合，因此暂不邀请正式投稿。

这一决定仅涉及期刊的收稿范围，并非对您工作质量的评价。希望您的方案能找到合适的发表渠道，也欢迎您今后继续向本刊咨询或投稿。

${CN_SIGN}`,
  },
  {
    kind: "psi",
    purpose: "more_info",
    language: "en",
    subject: "Your pre-submission inquiry {reference}: a question from the editors",
    body: `Dear {name},

Thank you for your pre-submission inquiry about "{title}". Before the editors decide, we would like to know more:

[[Write the editors' questions here.]]

Please reply to this e-mail and quote your reference {reference}.

${EN_SIGN}`,
  },
  {
    kind: "psi",
    purpose: "more_info",
    language: "cn",
    subject: "投稿前咨询 {reference}：编辑部的问题",
    body: `{name}，您好：

感谢您就《{title}》提交投稿前咨询。在作出决定之前，编辑部希望进一步了解以下情况：

[[在此填写编辑部的问题。]]

请直接回复本邮件，并注明咨询编号 {reference}。

${CN_SIGN}`,
  },
  // Manuscript submissions and their fee-waiver requests.
  {
    kind: "submission",
    purpose: "accepted",
    language: "en",
    subject: "Your submission {reference} has been sent for peer review",
    body: `Dear author,

Thank you for submitting "{title}" to {journal}. The editors have checked the manuscript and sent it for peer review.

Reviewers usually report within about four weeks; we will write to you as soon as we have their comments and the editor's decision.

Please quote your reference {reference} in any message about this manuscript.

${EN_SIGN}`,
  },
  {
    kind: "submission",
    purpose: "accepted",
    language: "cn",
    subject: "您的投稿 {reference} 已送同行评审",
    body: `尊敬的作者：

感谢您向{journal}投稿《{title}》。编辑部已完成稿件的初步审查，并已将其送交同行评审。

审稿人一般在四周左右提交意见，收到审稿意见和编辑决定后，我们会尽快通知您。

有关本稿件的来信，请注明稿件编号 {reference}。

${CN_SIGN}`,
  },
  {
    kind: "submission",
    purpose: "declined",
    language: "en",
    subject: "Your submission {reference}",
    body: `Dear author,

Thank you for submitting "{title}" to {journal}. The editors have read the manuscript carefully and decided not to send it for peer review.

[[Give the editors' reasons here.]]

We are sorry to disappoint you and hope this decision will not discourage you from submitting other protocols to {journal}.

${EN_SIGN}`,
  },
  {
    kind: "submission",
    purpose: "declined",
    language: "cn",
    subject: "关于您的投稿 {reference}",
    body: `尊敬的作者：

感谢您向{journal}投稿《{title}》。编辑部认真阅读了稿件，决定不将其送交同行评审。

[[在此说明编辑部的理由。]]

很遗憾这次未能给您带来好消息，希望这一决定不会影响您今后向{journal}投稿其他实验方案。

${CN_SIGN}`,
  },
  {
    kind: "submission",
    purpose: "more_info",
    language: "en",
    subject: "Your submission {reference}: information needed",
    body: `Dear author,

Thank you for submitting "{title}" to {journal}. Before the manuscript can go to peer review, we need the following:

[[List what is missing or needs correcting.]]

Please reply to this e-mail and quote your reference {reference}.

${EN_SIGN}`,
  },
  {
    kind: "submission",
    purpose: "more_info",
    language: "cn",
    subject: "您的投稿 {reference}：需要补充材料",
    body: `尊敬的作者：

感谢您向{journal}投稿《{title}》。稿件送审之前，还需要您补充以下内容：

[[在此列出缺少或需要修改的内容。]]

请直接回复本邮件，并注明稿件编号 {reference}。

${CN_SIGN}`,
  },
  {
    kind: "submission",
    purpose: "waiver_full",
    language: "en",
    subject: "Fee waiver for your submission {reference}",
    body: `Dear author,

Your request for a waiver of the article processing charge for "{title}" has been granted in full. If your protocol is accepted for publication, no charge will be invoiced.

This decision does not affect the peer review of your manuscript.

${EN_SIGN}`,
  },
  {
    kind: "submission",
    purpose: "waiver_full",
    language: "cn",
    subject: "关于稿件 {reference} 的费用减免",
    body: `尊敬的作者：

您为《{title}》提出的文章处理费减免申请已获全额批准。稿件如被录用，本刊将不收取文章处理费。

这一决定不影响稿件的同行评审。

${CN_SIGN}`,
  },
  {
    kind: "submission",
    purpose: "waiver_partial",
    language: "en",
    subject: "Fee waiver for your submission {reference}",
    body: `Dear author,

Your request for a waiver of the article processing charge for "{title}" has been granted in part: {share}% of the charge is waived. If your protocol is accepted for publication, the invoice will be for the remaining amount.

The editors' reasons: {reason}

This decision does not affect the peer review of your manuscript.

${EN_SIGN}`,
  },
  {
    kind: "submission",
    purpose: "waiver_partial",
    language: "cn",
    subject: "关于稿件 {reference} 的费用减免",
    body: `尊敬的作者：

您为《{title}》提出的文章处理费减免申请已获部分批准，减免比例为 {share}%。稿件如被录用，账单将只包含其余部分。

编辑部的理由：{reason}

这一决定不影响稿件的同行评审。

${CN_SIGN}`,
  },
  {
    kind: "submission",
    purpose: "waiver_refused",
    language: "en",
    subject: "Fee waiver for your submission {reference}",
    body: `Dear author,

We have considered your request for a waiver of the article processing charge for "{title}" and are unable to grant it.

The editors' reasons: {reason}

This decision does not affect the peer review of your manuscript, which continues as usual.

${EN_SIGN}`,
  },
  {
    kind: "submission",
    purpose: "waiver_refused",
    language: "cn",
    subject: "关于稿件 {reference} 的费用减免",
    body: `尊敬的作者：

编辑部审议了您为《{title}》提出的文章处理费减免申请，很遗憾未能批准。

编辑部的理由：{reason}

这一决定不影响稿件的同行评审，评审将照常进行。

${CN_SIGN}`,
  },
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
