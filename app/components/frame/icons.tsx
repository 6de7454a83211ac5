import type { ReactNode } from "react";

/** The frame's icons: lines drawn in the text's colour on a 24-unit grid, hidden from assistive technology (their buttons are labelled). */
function LineIcon({ size, children }: { size: number; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
    >
      {children}
    </svg>
  );
}

export function SearchIcon() {
  return (
    <LineIcon size={20}>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </LineIcon>
  );
}

export function MenuIcon() {
  return (
    <LineIcon size={22}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </LineIcon>
  );
}

export function CloseIcon() {
  return (
    <LineIcon size={22}>
      <path d="M6 6l12 12M18 6 6 18" />
    </LineIcon>
  );
}
