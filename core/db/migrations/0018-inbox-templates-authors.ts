/**
 * The first reply templates to authors (migration 0018, ADR 0110): pre-submission inquiries, manuscript submissions
 * and their fee-waiver requests; with the office's signatures every template ends with. Frozen data of the
 * migration, imported only by 0018-inbox-templates.ts: never edit it to change live templates.
 */
export interface SeedTemplate {
  kind: string;
  purpose: string;
  language: "en" | "cn";
  subject: string;
  body: string;
}

export const EN_SIGN = "With best wishes,\nThe editorial office of {journal}";
export const CN_SIGN = "此致\n敬礼！\n\n{journal}编辑部";

export const AUTHOR_TEMPLATES: readonly SeedTemplate[] = [
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
];
