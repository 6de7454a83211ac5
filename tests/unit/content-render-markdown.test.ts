import { describe, expect, it } from "vitest";
import { excerpt, markdownToPlainText, renderMarkdown } from "@core/content/render-markdown";
import { splitFrontMatter } from "@core/content/front-matter";
import { createSlugger, slugify } from "@core/content/slugify";

describe("front matter", () => {
  it("reads plain, double- and single-quoted values and returns the body", () => {
    const { data, body } = splitFrontMatter(
      `---\ntitle: Review Process\ndescription: "Stages: assign, \\"decide\\""\nnote: 'it''s'\n---\n\n## Body\n`,
    );
    expect(data).toEqual({ title: "Review Process", description: 'Stages: assign, "decide"', note: "it's" });
    expect(body).toBe("\n## Body\n");
  });

  it("leaves a file without front matter whole", () => {
    expect(splitFrontMatter("## Just text\n")).toEqual({ data: {}, body: "## Just text\n" });
  });

  it("reports a line it cannot read instead of guessing", () => {
    expect(() => splitFrontMatter("---\ntitle Review\n---\n")).toThrow(/front matter line 2/);
    expect(() => splitFrontMatter('---\ntitle: "open\n---\n')).toThrow(/unterminated/);
  });
});

describe("slugs", () => {
  it("are stable, lower case, and keep Chinese characters", () => {
    expect(slugify("Reviewer Assignment & Review")).toBe("reviewer-assignment-review");
    expect(slugify("  1. Scope ")).toBe("1-scope");
    expect(slugify("期刊 信息")).toBe("期刊-信息");
    expect(slugify("Title, Abstract and Keywords")).toBe("title-abstract-and-keywords");
  });

  it("are unique on a page and never take the frame's ids", () => {
    const s = createSlugger();
    expect([s.take("Overview"), s.take("Overview"), s.take("Overview"), s.take("Main"), s.take("!!!")]).toEqual([
      "overview",
      "overview-2",
      "overview-3",
      "main-2",
      "section",
    ]);
  });
});

describe("renderMarkdown", () => {
  it("gives headings ids, honours {#id}, and lists ## and ### in the table of contents", () => {
    const { html, toc } = renderMarkdown(
      "## Journal information {#journal}\n\ntext\n\n### Open access\n\n#### Detail\n\n## Publishing model {#pm}\n",
    );
    expect(html).toContain('<h2 id="journal">Journal information</h2>');
    expect(html).toContain('<h3 id="open-access">Open access</h3>');
    expect(html).toContain('<h4 id="detail">Detail</h4>');
    expect(html).toContain('<h2 id="pm">Publishing model</h2>');
    expect(html).not.toContain("{#");
    expect(toc).toEqual([
      { id: "journal", text: "Journal information", level: 2 },
      { id: "open-access", text: "Open access", level: 3 },
      { id: "pm", text: "Publishing model", level: 2 },
    ]);
  });

  it("keeps an explicit id after inline markup and gives the plain text to the table of contents", () => {
    const { html, toc } = renderMarkdown("## Fees **and** waivers {#fees}\n");
    expect(html).toContain('<h2 id="fees">Fees <strong>and</strong> waivers</h2>');
    expect(toc[0]).toEqual({ id: "fees", text: "Fees and waivers", level: 2 });
  });

  it("never makes a second <h1>: a # heading becomes <h2>", () => {
    expect(renderMarkdown("# Top\n").html).toContain('<h2 id="top">Top</h2>');
  });

  it("shows raw HTML as text", () => {
    const { html } = renderMarkdown('<script>alert(1)</script>\n\nInline <img src=x onerror="alert(1)"> here\n');
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });

  it("keeps safe links, drops script and data URLs, and marks external links", () => {
    const { html } = renderMarkdown(
      "[guide](/en/authors?type=guidelines&x=1) [mail](mailto:editorial@opls.example.org) [ext](https://example.org) [bad](javascript:alert(1)) [data](data:text/html,hi) ![pic](javascript:x)",
    );
    expect(html).toContain('<a href="/en/authors?type=guidelines&amp;x=1">guide</a>');
    expect(html).toContain('<a href="mailto:editorial@opls.example.org">mail</a>');
    expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer">ext</a>');
    expect(html).not.toMatch(/javascript:|data:/);
    expect(html).toContain("bad");
    expect(html).toContain("pic");
  });

  it("wraps tables so they scroll on narrow screens", () => {
    const { html } = renderMarkdown("| Stage | Time |\n| --- | --- |\n| Review | About 4 weeks |\n");
    expect(html).toMatch(/^<div class="prose-table" tabindex="0"><table>/);
    expect(html).toContain("<td>About 4 weeks</td>");
  });

  it("prefixes generated ids so several fragments can share a page", () => {
    expect(renderMarkdown("## Steps\n", { idPrefix: "faq-3-" }).html).toContain('id="faq-3-steps"');
  });
});

describe("plain text and excerpts", () => {
  it("strip markup", () => {
    expect(markdownToPlainText("**Posting is free.** See [the guide](/en/x) & more.\n\n- one\n- two")).toBe(
      "Posting is free. See the guide & more. one two",
    );
  });

  it("cut at a word, or anywhere in Chinese, and mark the cut", () => {
    expect(excerpt("The quick brown fox jumps over the lazy dog", 20)).toBe("The quick brown fox…");
    expect(excerpt("我们很高兴地宣布，姊妹平台现已正式开放投稿。", 9)).toBe("我们很高兴地宣布…");
    expect(excerpt("我们很高兴地宣布，姊妹平台现已正式开放投稿。", 10)).toBe("我们很高兴地宣布，姊…");
    expect(excerpt("Short.", 20)).toBe("Short.");
  });
});

describe("Markdown as Chinese is written", () => {
  it("makes **…** bold beside Chinese punctuation, where CommonMark alone leaves the asterisks", () => {
    expect(renderMarkdown("期刊已被**《全球生命科学引文索引》（GLSCI）**收录。").html).toBe(
      "<p>期刊已被<strong>《全球生命科学引文索引》（GLSCI）</strong>收录。</p>\n",
    );
    expect(renderMarkdown("本次主讲**《构建稳定细胞系》**，欢迎参加。").html).toContain("<strong>《构建稳定细胞系》</strong>，");
    expect(excerpt("期刊已被**《全球生命科学引文索引》（GLSCI）**收录。", 100)).toBe("期刊已被《全球生命科学引文索引》（GLSCI）收录。");
  });

  it("leaves English emphasis, and stray asterisks, as CommonMark has them", () => {
    expect(renderMarkdown("An **English** word, **bold**text, 2 ** 3 ** 4, **open").html).toBe(
      "<p>An <strong>English</strong> word, <strong>bold</strong>text, 2 ** 3 ** 4, **open</p>\n",
    );
  });

  it("ends a bare address at the first Chinese character, so fullwidth punctuation stays text", () => {
    const { html } = renderMarkdown("许可协议链接（https://creativecommons.org/licenses/by/4.0/deed.zh-hans）；其余");
    expect(html).toContain(
      '（<a href="https://creativecommons.org/licenses/by/4.0/deed.zh-hans" rel="noopener noreferrer">https://creativecommons.org/licenses/by/4.0/deed.zh-hans</a>）；其余',
    );
    expect(renderMarkdown("邮箱 editor@example.org。").html).toContain('<a href="mailto:editor@example.org">editor@example.org</a>。');
    expect(renderMarkdown("see https://example.org/a_(b).").html).toContain('<a href="https://example.org/a_(b)" rel="noopener noreferrer">');
  });
});
