import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite, type RunningSite } from "./http-server";

/**
 * Issue 17 §4: Chinese forms ask for the family name first and have no middle-name field; English forms ask
 * given, middle, family. Profile saves on the Chinese site keep a middle name given on the English one.
 */
let site: RunningSite;
let cookie: string;
beforeAll(async () => {
  site = await startSite();
  cookie = await site.signedInCookie();
});
afterAll(async () => {
  await site?.stop();
});

async function page(path: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${site.origin}${path}`, { headers });
  expect(response.status).toBe(200);
  return response.text();
}

/** The order in which the named inputs appear in a page (a name that is absent is left out). */
function fieldOrder(html: string, names: string[]): string[] {
  return names
    .map((name) => ({ name, at: [...html.matchAll(new RegExp(`<input[^>]*name="${name}"[^>]*>`, "g"))].find((m) => !m[0].includes('type="hidden"'))?.index ?? -1 }))
    .filter((f) => f.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((f) => f.name);
}

describe("person name fields follow the page's language", () => {
  it("sign-up: 姓 before 名 on /cn, given before family on /en", async () => {
    expect(fieldOrder(await page("/cn/signup"), ["first_name", "last_name"])).toEqual(["last_name", "first_name"]);
    expect(fieldOrder(await page("/en/signup"), ["first_name", "last_name"])).toEqual(["first_name", "last_name"]);
  });

  it("pre-submission inquiry: no middle name on /cn", async () => {
    expect(fieldOrder(await page("/cn/psi"), ["firstName", "middleName", "lastName"])).toEqual(["lastName", "firstName"]);
    expect(fieldOrder(await page("/en/psi"), ["firstName", "middleName", "lastName"])).toEqual(["firstName", "middleName", "lastName"]);
  });

  it("profile: /cn keeps the middle name as it is, without a field for it", async () => {
    const userId = (await site.db.selectFrom("sessions").select("user_id").orderBy("id", "desc").executeTakeFirstOrThrow()).user_id;
    await site.db.updateTable("users").set({ middle_name: "Quincy" }).where("id", "=", userId).execute();
    const html = await page("/cn/profile", { cookie });
    expect(fieldOrder(html, ["first_name", "middle_name", "last_name"])).toEqual(["last_name", "first_name"]);
    expect(html).toMatch(/<input type="hidden" name="middle_name" value="Quincy"\/>/);
    expect(fieldOrder(await page("/en/profile", { cookie }), ["first_name", "middle_name", "last_name"])).toEqual(["first_name", "middle_name", "last_name"]);
  });
});
