import { Link } from "react-router";

export interface SideMenuItem {
  key: string;
  label: string;
  /** Path, query and (for places on a page) hash. */
  to: string;
  current: boolean;
}

/** The pages of a section (author guide, about, advertising), switching the page's `type`. */
export function SideMenu({ title, label, items }: { title: string; label: string; items: readonly SideMenuItem[] }) {
  return (
    <nav className="side-menu" aria-label={label}>
      <p className="side-menu__title">{title}</p>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.to} aria-current={item.current ? "page" : undefined} className={item.current ? "is-current" : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
