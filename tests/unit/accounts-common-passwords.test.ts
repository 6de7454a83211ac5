import { expect, it } from "vitest";
import { isCommonPassword } from "@core/users/is-common-password";

it("refuses common passwords the old 1,000-entry list let through, whatever their case", () => {
  for (const password of ["P@ssw0rd", "Aa123456", "Password1!", "PASSWORD1!", "qwertyuiop", "iloveyou"]) expect(isCommonPassword(password), password).toBe(true);
});

it("accepts a long random passphrase", () => {
  expect(isCommonPassword("copper kettle drifts over quiet marsh 47")).toBe(false);
  expect(isCommonPassword("violet tulips at dawn")).toBe(false);
});
