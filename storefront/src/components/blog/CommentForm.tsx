// 'Leave a Comment' (spec §2, §5, §8): name, email and comment, all required ('Please fill in all
// fields'). A honeypot field, off screen and out of the tab order, catches form-filling scripts.
import { Send } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useLocale, useT } from "../../i18n";
import { apiError, visitorMessage } from "../../lib/errors";
import { toast } from "../../lib/toast";
import { useAddBlogCommentMutation } from "../../mutations/useAddBlogCommentMutation";

const EMPTY = { name: "", email: "", comment: "", website: "" };

export function CommentForm({ postId, onAdded }: { postId: string; onAdded: () => void }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [form, setForm] = useState(EMPTY);
  const [add, { loading }] = useAddBlogCommentMutation();
  const set = (field: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = { name: form.name.trim(), email: form.email.trim(), comment: form.comment.trim() };
    if (!values.name || !values.email || !values.comment) {
      toast.error(t("blog.fillAll"));
      return;
    }
    try {
      const { data } = await add({ variables: { postId, ...values, website: form.website || null } });
      const outcome = data?.addBlogComment;
      if (outcome?.status) {
        // The server's words are English: a Tamil page says the catalogue's.
        toast.success((locale === "en" && outcome.message) || t("blog.commentAdded"));
        setForm(EMPTY);
        onAdded();
      } else {
        toast.error((locale === "en" && outcome?.message) || t("blog.commentFailed"));
      }
    } catch (error) {
      const api = apiError(error);
      toast.error(api ? visitorMessage(api, locale, t) || t("blog.commentFailed") : t("blog.commentFailedRetry"));
    }
  };

  const field = (name: string) => `${id}-${name}`;
  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-labelledby={field("heading")}
      className="relative rounded-2xl bg-white p-5 shadow-card ring-1 ring-ink/5 sm:p-6"
    >
      <h3 id={field("heading")} className="text-xl font-semibold text-ink">
        {t("blog.leaveComment")}
      </h3>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={field("name")} className="field-label">
            {t("form.name")}
          </label>
          <input id={field("name")} className="field" autoComplete="name" required maxLength={100} value={form.name} onChange={set("name")} />
        </div>
        <div>
          <label htmlFor={field("email")} className="field-label">
            {t("form.email")}
          </label>
          <input id={field("email")} type="email" className="field" autoComplete="email" required value={form.email} onChange={set("email")} />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={field("comment")} className="field-label">
            {t("blog.comment")}
          </label>
          <textarea
            id={field("comment")}
            className="field min-h-28 resize-y"
            rows={4}
            required
            maxLength={3000}
            value={form.comment}
            onChange={set("comment")}
          />
        </div>
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={field("website")}>{t("blog.website")}</label>
          <input id={field("website")} name="website" tabIndex={-1} autoComplete="off" value={form.website} onChange={set("website")} />
        </div>
      </div>
      <button type="submit" className="btn btn-primary mt-5 w-full px-7 sm:w-auto" disabled={loading}>
        <Send className="size-4" aria-hidden="true" />
        {t(loading ? "blog.posting" : "blog.postComment")}
      </button>
    </form>
  );
}
