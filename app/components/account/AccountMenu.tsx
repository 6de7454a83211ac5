import { lazy, Suspense, useState } from "react";
import { Link, useLocation, useRevalidator } from "react-router";
import { useI18n } from "~/i18n/translate";
import { LOGOUT_PATH } from "~/lib/api-client";
import { logOut } from "~/lib/log-out";
import { HoverMenu } from "~/components/frame/HoverMenu";
import { Avatar } from "./Avatar";
import { Notice } from "./Notice";
import { useRootData } from "~/lib/route-data";

/**
 * Loaded when a reader opens it: the dialog checks passwords with the validation library, which a page without
 * a form of its own would otherwise load for every visitor (issue 16 §3).
 */
const ChangePasswordDialog = lazy(() => import("./ChangePasswordDialog").then((m) => ({ default: m.ChangePasswordDialog })));

/**
 * The signed-in reader's avatar menu (SPEC §2.4, §6): My page, Edit profile, Change password (the
 * dialog), Log out. Renders nothing for visitors: the header shows its Log in / Sign up links then.
 * Opens on hover and closes 800 ms after the pointer leaves; tap or keyboard toggles it.
 */
export function AccountMenu() {
  const { lang, t } = useI18n();
  const root = useRootData();
  const location = useLocation();
  const revalidator = useRevalidator();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [changed, setChanged] = useState<string | null>(null);
  const user = root?.user ?? null;
  if (!user) return null;

  const here = `${location.pathname}${location.search}`;
  const name = user.fullName || [user.firstName, user.lastName].filter(Boolean).join(" ") || user.username;
  return (
    <div className="accounts-menu">
      <HoverMenu
        className="accounts-menu__details"
        summaryProps={{ "aria-label": t("accounts.menu.label", { name }), className: "accounts-menu__button" } as React.HTMLAttributes<HTMLElement>}
        label={<Avatar person={user} size={34} />}
      >
        <ul className="accounts-menu__list">
          <li className="accounts-menu__name" aria-hidden="true">
            {name}
          </li>
          <li>
            <Link to={`/${lang}/user?id=${user.id}`}>{t("accounts.menu.myPage")}</Link>
          </li>
          <li>
            <Link to={`/${lang}/profile?redirect=${encodeURIComponent(here)}`}>{t("accounts.menu.editProfile")}</Link>
          </li>
          <li>
            <button type="button" onClick={() => setDialogOpen(true)}>
              {t("accounts.menu.changePassword")}
            </button>
          </li>
          <li>
            {/* Without scripts the form logs out with a plain request; with them, logOut() follows SPEC §4. */}
            <form
              method="get"
              action={LOGOUT_PATH}
              onSubmit={(event) => {
                event.preventDefault();
                void logOut(() => revalidator.revalidate());
              }}
            >
              <input type="hidden" name="redirect" value={here} />
              <button type="submit">{t("accounts.menu.logout")}</button>
            </form>
          </li>
        </ul>
      </HoverMenu>
      {dialogOpen ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog open onClose={() => setDialogOpen(false)} onChanged={(msg) => setChanged(msg)} />
        </Suspense>
      ) : null}
      {changed ? (
        <div className="accounts-toast">
          <Notice tone="success" onClose={() => setChanged(null)}>
            {changed}
          </Notice>
        </div>
      ) : null}
    </div>
  );
}
