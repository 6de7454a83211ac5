import { useEffect, useRef, useState } from "react";
import { changePasswordProblem, fieldOf, type ChangePasswordField } from "@core/users/password-rules";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { callApi } from "~/lib/api-client";
import { TextField } from "~/components/forms/FormFields";
import { Notice } from "./Notice";
import { passwordProblemKey } from "./problem-keys";

export const UPDATE_PASSWORD_PATH = "/v1/forum/user/updatePwd";

/**
 * The change-password dialog (SPEC §2.8, §5, §8): old, new and confirm. The SPEC's five checks run in
 * order on trimmed values (the same schema the server applies), the first failing one shown inline under
 * its field; the request sends the untrimmed values. A code other than 0 shows the server's msg in a red
 * closable message; success closes the dialog and calls `onChanged`.
 */
export function ChangePasswordDialog({ open, onClose, onChanged }: { open: boolean; onClose: () => void; onChanged?: (msg: string) => void }) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [problem, setProblem] = useState<{ field: ChangePasswordField; message: MessageKey } | null>(null);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      setProblem(null);
      setServerMessage(null);
      form.current?.reset();
      element.showModal();
    } else if (!open && element.open) element.close();
  }, [open]);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const fields = new FormData(event.currentTarget);
    const input = {
      old_password: String(fields.get("old_password") ?? ""),
      new_password: String(fields.get("new_password") ?? ""),
      confirm_password: String(fields.get("confirm_password") ?? ""),
    };
    const found = changePasswordProblem(input);
    if (found && found !== "invalid") {
      setProblem({ field: fieldOf(found), message: passwordProblemKey(found) });
      return;
    }
    setProblem(null);
    setServerMessage(null);
    setBusy(true);
    try {
      const answer = await callApi(UPDATE_PASSWORD_PATH, { method: "POST", body: { old_password: input.old_password, new_password: input.new_password } });
      if (answer.code === 0) {
        onChanged?.(answer.msg);
        onClose();
      } else setServerMessage(answer.msg || t("accounts.password.failed"));
    } catch {
      setServerMessage(t("accounts.password.failed"));
    } finally {
      setBusy(false);
    }
  }

  const errorOf = (field: ChangePasswordField) => (problem?.field === field ? problem.message : null);
  return (
    <dialog ref={dialog} className="accounts-dialog" aria-labelledby="change-password-title" onClose={onClose} onCancel={onClose}>
      <form ref={form} method="post" noValidate onSubmit={submit} className="accounts-form">
        <div className="accounts-dialog__head">
          <h2 id="change-password-title">{t("accounts.password.title")}</h2>
          <button type="button" className="accounts-dialog__close" aria-label={t("accounts.close")} onClick={onClose}>
            ×
          </button>
        </div>
        {serverMessage ? (
          <Notice tone="error" onClose={() => setServerMessage(null)}>
            {serverMessage}
          </Notice>
        ) : null}
        <TextField look="account" label={t("accounts.password.old")} name="old_password" type="password" autoComplete="current-password" required error={errorOf("old_password")} />
        <TextField
          look="account"
          label={t("accounts.password.new")}
          name="new_password"
          type="password"
          autoComplete="new-password"
          required
          hint={t("accounts.password.hint")}
          error={errorOf("new_password")}
        />
        <TextField look="account" label={t("accounts.password.confirm")} name="confirm_password" type="password" autoComplete="new-password" required error={errorOf("confirm_password")} />
        <div className="accounts-form__actions">
          <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
            {t("accounts.password.save")}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t("accounts.password.cancel")}
          </button>
        </div>
      </form>
    </dialog>
  );
}
