// Tag badges of a post (spec §2: from a comma-separated string; here already a list).
import { Tag } from "lucide-react";
import { useT } from "../../i18n";

export function TagList({ tags, className = "" }: { tags: readonly string[]; className?: string }) {
  const t = useT();
  if (tags.length === 0) return null;
  return (
    <ul aria-label={t("blog.tags")} className={`flex flex-wrap gap-2 ${className}`}>
      {tags.map((tag) => (
        <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-forest/10 px-2.5 py-1 text-xs font-semibold text-forest-800">
          <Tag className="size-3.5" aria-hidden="true" />
          {tag}
        </li>
      ))}
    </ul>
  );
}
