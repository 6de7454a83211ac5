/** Invitation codes are typed by hand: case and spaces do not matter ("opls 7k3q-9mx2" → "OPLS-7K3Q-9MX2"). */
export function normalizeInvitationCode(code: string): string {
  return code.toUpperCase().replace(/\s+/g, "");
}
