import { describe, expect, it } from "vitest";
import { changePasswordProblem, firstChangePasswordProblem, passwordLengthProblem } from "@core/users/password-rules";
import { isCommonPassword } from "@core/users/is-common-password";
import { hashPassword, verifyPassword } from "@core/users/hash-password";
import { translate } from "~/i18n/translate";
import { passwordProblemKey } from "~/components/account/problem-keys";

const input = (o: string, n: string, c?: string) => ({ old_password: o, new_password: n, confirm_password: c });

describe("change-password checks (SPEC §5, in order, on trimmed values)", () => {
  it("reports the five problems in the SPEC's order", () => {
    expect(firstChangePasswordProblem(input("", "", ""))).toBe("old-required");
    expect(firstChangePasswordProblem(input("old secret", "", ""))).toBe("new-required");
    expect(firstChangePasswordProblem(input("old secret", "new secret 1", ""))).toBe("confirm-required");
    expect(firstChangePasswordProblem(input("old secret", "old secret", "other"))).toBe("same-as-old");
    expect(firstChangePasswordProblem(input("old secret", "new secret 1", "new secret 2"))).toBe("mismatch");
    expect(firstChangePasswordProblem(input("old secret", "new secret 1", "new secret 1"))).toBeNull();
  });

  it("trims for the checks", () => {
    expect(firstChangePasswordProblem(input("   ", "x", "x"))).toBe("old-required");
    expect(firstChangePasswordProblem(input("old", "  \t ", "x"))).toBe("new-required");
    expect(firstChangePasswordProblem(input("old", "new", "   "))).toBe("confirm-required");
    expect(firstChangePasswordProblem(input("old", " old ", "x"))).toBe("same-as-old");
    expect(firstChangePasswordProblem(input("old", "new pass 123", " new pass 123 "))).toBeNull();
  });

  it("skips the confirmation checks on the server's payload (old and new only)", () => {
    expect(firstChangePasswordProblem({ old_password: "old secret", new_password: "new secret 1" })).toBeNull();
    expect(firstChangePasswordProblem({ old_password: "old secret", new_password: "old secret" })).toBe("same-as-old");
  });

  it("adds the password length rules after the SPEC's checks, in the one schema", () => {
    expect(changePasswordProblem(input("old secret", "short", "short"))).toBe("too-short");
    expect(changePasswordProblem(input("old secret", "x".repeat(129), "x".repeat(129)))).toBe("too-long");
    expect(changePasswordProblem(input("old secret", "long enough pass", "long enough pass"))).toBeNull();
    expect(changePasswordProblem({ old_password: 1 })).toBe("invalid");
  });

  it("has the SPEC's messages in English", () => {
    const messages = (["old-required", "new-required", "confirm-required", "same-as-old", "mismatch"] as const).map((p) => translate("en", passwordProblemKey(p)));
    expect(messages).toEqual([
      "Please enter your old password",
      "Please enter a new password",
      "Please confirm the new password",
      "Please use a password that is different from your old password.",
      "The two passwords you typed do not match!",
    ]);
  });
});

describe("password rules", () => {
  it("accepts 8 to 128 characters, counted as characters", () => {
    expect(passwordLengthProblem("1234567")).toBe("too-short");
    expect(passwordLengthProblem("12345678")).toBeNull();
    expect(passwordLengthProblem("密码密码密码密码")).toBeNull();
    expect(passwordLengthProblem("a".repeat(128))).toBeNull();
    expect(passwordLengthProblem("a".repeat(129))).toBe("too-long");
  });

  it("knows the common passwords, case-insensitively", () => {
    expect(isCommonPassword("password")).toBe(true);
    expect(isCommonPassword("PassWord1")).toBe(true);
    expect(isCommonPassword("qwertyuiop")).toBe(true);
    expect(isCommonPassword("correct horse battery staple")).toBe(false);
  });

  it("hashes with scrypt N=2^17 r=8 p=1 and verifies", async () => {
    const hash = await hashPassword("correct horse battery staple");
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword("correct horse battery staple", hash)).toBe(true);
    expect(await verifyPassword("correct horse battery stapl", hash)).toBe(false);
    expect(await verifyPassword("anything", "!")).toBe(false);
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });
});
