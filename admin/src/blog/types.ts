/** A blog post as the back office reads it (BLOG_POST_FIELDS in the data provider). */
export interface BlogPostRecord {
  id: string;
  title: string;
  excerpt: string;
  content: string;
  tags: string[] | string;
  author: string | null;
  imageId: string | null;
  image: { id: string; url: string; width: number; height: number } | null;
  commentCount: number;
  createdAt: string;
  updatedAt: string;
}

/** What the form holds: tags as the owner types them, comma-separated. */
export interface BlogFormValues {
  title?: string;
  excerpt?: string;
  content?: string;
  titleTa?: string | null;
  excerptTa?: string | null;
  contentTa?: string | null;
  tags?: string[] | string | null;
  imageId?: string | null;
}

/** Spec admin §5 and §8, word for word. */
export const BLOG_REQUIRED = "Please fill in all required fields";
export const BLOG_CREATED = "Blog post created successfully!";
export const BLOG_DELETED = "Blog post deleted successfully!";
export const BLOG_DELETE_CONFIRM = "Are you sure you want to delete this blog post?";

/** Tags typed comma-separated, sent as a list of trimmed words (spec admin §5, §9). */
export function tagList(value: BlogFormValues["tags"]): string[] {
  const parts = Array.isArray(value) ? value : String(value ?? "").split(",");
  return [...new Set(parts.map((t) => t.trim()).filter(Boolean))];
}

/** The text of the editor's HTML, to tell an empty editor ('<p></p>') from content. */
export function hasContent(html: string | undefined): boolean {
  if (!html) return false;
  if (/<img\b/i.test(html)) return true;
  const text = new DOMParser().parseFromString(html, "text/html").body.textContent ?? "";
  return text.trim().length > 0;
}
