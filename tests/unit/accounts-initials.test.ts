import { describe, expect, it } from "vitest";
import { avatarInitials } from "@core/users/initials";
import { displayName } from "@core/users/display-name";

describe("avatar initials (SPEC §3)", () => {
  it("uses the first character of a full name with Chinese characters", () => {
    expect(avatarInitials({ fullName: "王小明", firstName: "Xiaoming", lastName: "Wang" })).toBe("王");
    expect(avatarInitials({ fullName: "  李 Lee", firstName: "Li", lastName: "Lee" })).toBe("李");
    // Any Han character in the name makes it a Chinese name: its first character is shown.
    expect(avatarInitials({ fullName: "Anna 张", firstName: "Anna", lastName: "Zhang" })).toBe("A");
  });

  it("otherwise uses the first letters of first and last name, upper-cased", () => {
    expect(avatarInitials({ fullName: "Ada Lovelace", firstName: "ada", lastName: "lovelace" })).toBe("AL");
    expect(avatarInitials({ fullName: "", firstName: "Émile", lastName: "Zola" })).toBe("ÉZ");
  });

  it("falls back to the full name or user name when there are no first and last names", () => {
    expect(avatarInitials({ fullName: "", firstName: "", lastName: "", username: "reader42" })).toBe("R");
    expect(avatarInitials({ fullName: "cher", firstName: "", lastName: "" })).toBe("C");
  });
});

describe("display name", () => {
  it("prefers the full name, then first middle last, then the user name", () => {
    expect(displayName({ full_name: "王小明", first_name: "X", last_name: "W", username: "u" })).toBe("王小明");
    expect(displayName({ full_name: " ", first_name: "Ada", middle_name: "K", last_name: "Lovelace", username: "u" })).toBe("Ada K Lovelace");
    expect(displayName({ full_name: "", first_name: "", last_name: "", username: "reader" })).toBe("reader");
  });
});
