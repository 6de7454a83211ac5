import { useEffect, useRef, useState } from "react";
import { MENU_CLOSE_DELAY_MS } from "@core/config/constants";

interface HoverMenuProps {
  label: React.ReactNode;
  className?: string;
  summaryProps?: React.HTMLAttributes<HTMLElement>;
  children: React.ReactNode;
}

/**
 * A disclosure menu (SPEC §4): opens on hover, closes 800 ms after the pointer leaves; Enter/Space toggle it,
 * Escape closes it and returns focus to its button. Built on <details>, so it also works without JavaScript.
 */
export function HoverMenu({ label, className, summaryProps, children }: HoverMenuProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const summary = useRef<HTMLElement>(null);
  // A mouse click lands right after the hover that opened the menu: it must not toggle it shut again.
  const openedByHover = useRef(false);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const cancelClose = () => window.clearTimeout(timer.current);
  return (
    <details
      className={className}
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      onPointerEnter={(e) => {
        if (e.pointerType !== "mouse") return;
        cancelClose();
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(e) => {
        if (e.pointerType !== "mouse") return;
        cancelClose();
        openedByHover.current = false;
        timer.current = window.setTimeout(() => setOpen(false), MENU_CLOSE_DELAY_MS);
      }}
      onKeyDown={(e) => {
        // The element's own state, not React's: a menu opened natively before hydration is closed too.
        if (e.key === "Escape" && e.currentTarget.open) {
          e.preventDefault();
          // Closed on the element too: a menu opened by Enter a moment ago is open in the page before React hears
          // of it (the toggle event comes a task later), and setting React's still-false state would change
          // nothing (the cause of the keyboard test that failed now and then).
          e.currentTarget.open = false;
          setOpen(false);
          summary.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <summary
        ref={summary}
        {...summaryProps}
        onClick={(e) => {
          if (openedByHover.current) {
            e.preventDefault();
            openedByHover.current = false;
          }
        }}
      >
        {label}
      </summary>
      {children}
    </details>
  );
}
