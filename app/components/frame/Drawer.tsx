import { useEffect, useRef } from "react";
import { CloseIcon } from "./icons";

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** The panel's name, also its title. */
  label: string;
  /** The close button's label. */
  closeLabel: string;
  /** "left" and "right" slide in; "full" covers the screen. */
  side: "left" | "right" | "full";
  id?: string;
  children: React.ReactNode;
}

/**
 * A slide-in panel on a modal <dialog>: the browser traps focus inside it, makes the page behind inert and
 * closes it on Escape; a click on the backdrop (outside the panel) closes it too. Its head shows the title and a close
 * button.
 */
export function Drawer({ open, onClose, label, closeLabel, side, id, children }: DrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // The dialog's close event also fires when we close it because `open` turned false (e.g. when one panel
  // hands over to another): only a close the reader made (Escape) is reported.
  const wanted = useRef(open);
  useEffect(() => {
    wanted.current = open;
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // showModal focuses the first focusable element; a panel may ask for another (e.g. its search box).
      dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      id={id}
      aria-label={label}
      className={`drawer drawer--${side}`}
      onClose={() => {
        if (wanted.current) onClose();
      }}
      onClick={(e) => {
        // Only the backdrop closes it. A click on the panel's own empty space has the dialog as its target too, and
        // so does one whose press and release met different elements (a tap while the panel slides in).
        const box = e.currentTarget.getBoundingClientRect();
        const inside = e.clientX >= box.left && e.clientX <= box.right && e.clientY >= box.top && e.clientY <= box.bottom;
        if (e.target === e.currentTarget && !inside) onClose();
      }}
    >
      {open ? (
        <>
          <div className="drawer__head">
            <span className="drawer__title">{label}</span>
            <button type="button" className="icon-button" aria-label={closeLabel} onClick={onClose}>
              <CloseIcon />
            </button>
          </div>
          {children}
        </>
      ) : null}
    </dialog>
  );
}
