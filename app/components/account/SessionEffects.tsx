import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { UserProfileData } from "@core/users/user-profile";
import { useI18n } from "~/i18n/translate";
import { callApi } from "~/lib/api-client";
import { clearClientSession, readStoredUserInfo, storeUserInfo } from "~/lib/user-info-store";
import { Notice } from "./Notice";
import { useRootData } from "~/lib/route-data";

export const ONCE_CODE_PATH = "/v1/forum/token/onceCode";
export const FETCH_USER_PATH = "/v1/forum/user/fetchUser";

/** Codes already sent in this page's life: a code is exchanged once even if effects run twice. */
const exchanged = new Set<string>();

/**
 * The session's browser-side effects (SPEC §4), mounted once in the page frame:
 * - one-time log-in: a `t` in the URL is exchanged via onceCode (the server sets the auth cookie) and
 *   dropped from the URL (history replace); a used or expired code shows a closable message;
 * - the profile is fetched when `n` is in the URL and the reader is logged in, and whenever the
 *   logged-in reader changes; the user info store follows the server (a stale copy is cleared).
 */
export function SessionEffects() {
  const { t } = useI18n();
  const root = useRootData();
  const location = useLocation();
  const navigate = useNavigate();
  const [onceCodeFailed, setOnceCodeFailed] = useState(false);
  const userId = root?.user?.id ?? null;
  const params = new URLSearchParams(location.search);
  const onceCode = params.get("t");
  const wantsProfile = params.has("n");

  useEffect(() => {
    if (!onceCode || exchanged.has(onceCode)) return;
    exchanged.add(onceCode);
    const rest = new URLSearchParams(location.search);
    rest.delete("t");
    const search = rest.toString();
    const drop = () => navigate({ pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash }, { replace: true, preventScrollReset: true });
    callApi<{ code: number; data?: { token?: string } }>(ONCE_CODE_PATH, { method: "POST", body: { once_code: onceCode } })
      .then((answer) => {
        const ok = answer.code === 0 && answer.data?.code === 0;
        setOnceCodeFailed(!ok);
        // Dropping t re-runs the loaders: the header then shows the reader the new cookie belongs to.
        void drop();
      })
      .catch(() => {
        setOnceCodeFailed(true);
        void drop();
      });
  }, [onceCode, location.pathname, location.search, location.hash, navigate]);

  const fetchedFor = useRef<number | null>(null);
  useEffect(() => {
    if (userId === null) {
      fetchedFor.current = null;
      if (readStoredUserInfo()) clearClientSession();
      return;
    }
    if (fetchedFor.current === userId && !wantsProfile) return;
    fetchedFor.current = userId;
    callApi<UserProfileData>(FETCH_USER_PATH, { method: "POST", body: { user_id: userId } })
      .then((answer) => {
        if (answer.code !== 0 || !answer.data) return;
        const p = answer.data;
        storeUserInfo({
          username: root?.user?.username ?? "",
          user_id: p.user_id,
          avatar: p.avatar,
          first_name: p.first_name,
          middle_name: p.middle_name,
          last_name: p.last_name,
          contact_email: p.contact_email,
        });
      })
      .catch(() => {});
  }, [userId, wantsProfile, root?.user?.username]);

  if (!onceCodeFailed) return null;
  return (
    <div className="accounts-toast">
      <Notice tone="error" onClose={() => setOnceCodeFailed(false)}>
        {t("accounts.onceCode.invalid")}
      </Notice>
    </div>
  );
}
