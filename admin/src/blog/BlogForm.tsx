/**
 * The blog form for create and edit (spec admin §2 "Blog tab", §5 "Blog add"): title, excerpt,
 * content as rich text (ra-input-rich-text), an optional image and tags typed comma-separated,
 * with the live preview beside it. Title, excerpt and content are required: 'Please fill in all
 * required fields'. The server sanitises the HTML again whatever the editor sends.
 */
import { SaveButton, SimpleForm, TextInput, Toolbar, useCreate, useNotify, useRedirect, useUpdate } from "react-admin";
import { ClearButtons, FormatButtons, LevelSelect, LinkButtons, ListButtons, QuoteButtons, RichTextInput, RichTextInputToolbar } from "ra-input-rich-text";
import { Box } from "@mui/material";
import { errorMessage } from "../graphql/request";
import { LanguageTabs } from "../lib/LanguageTabs";
import { BlogImageInput } from "./BlogImageInput";
import { BlogPreview } from "./BlogPreview";
import { BLOG_CREATED, BLOG_REQUIRED, hasContent, tagList, type BlogFormValues, type BlogPostRecord } from "./types";
import { KeepUnsavedChanges } from "../session/KeepUnsavedChanges";

/** Only what the server's sanitiser keeps: no colours, highlights or alignment (they would vanish on save). */
const toolbar = (
  <RichTextInputToolbar size="medium">
    <LevelSelect size="medium" />
    <FormatButtons size="medium" />
    <ListButtons size="medium" />
    <LinkButtons size="medium" />
    <QuoteButtons size="medium" />
    <ClearButtons size="medium" />
  </RichTextInputToolbar>
);

const formatTags = (value: unknown) => (Array.isArray(value) ? value.join(", ") : ((value as string | null | undefined) ?? ""));

export function BlogForm({ record }: { record?: BlogPostRecord }) {
  const notify = useNotify();
  const redirect = useRedirect();
  const [create] = useCreate();
  const [update] = useUpdate();

  async function save(values: Record<string, unknown>) {
    const v = values as BlogFormValues & { uploading?: boolean };
    if (v.uploading) {
      notify("Please wait for the image to finish uploading", { type: "warning" });
      return;
    }
    const data = {
      title: (v.title ?? "").trim(),
      excerpt: (v.excerpt ?? "").trim(),
      content: v.content ?? "",
      // Issue 30: the Tamil tab's fields, optional (empty: the English shows on the Tamil pages).
      titleTa: (v.titleTa ?? "").trim() || null,
      excerptTa: (v.excerptTa ?? "").trim() || null,
      contentTa: hasContent(v.contentTa ?? "") ? v.contentTa : null,
      tags: tagList(v.tags),
      imageId: v.imageId || null,
    };
    if (!data.title || !data.excerpt || !hasContent(data.content)) {
      notify(BLOG_REQUIRED, { type: "error" });
      return;
    }
    try {
      if (record) {
        await update("BlogPost", { id: record.id, data, previousData: record }, { mutationMode: "pessimistic", returnPromise: true });
        notify("Blog post updated", { type: "success" });
      } else {
        await create("BlogPost", { data }, { returnPromise: true });
        notify(BLOG_CREATED, { type: "success" });
      }
      redirect("list", "BlogPost");
    } catch (error) {
      notify(errorMessage(error, record ? "Failed to update blog post" : "Failed to create blog post"), { type: "error" });
    }
  }

  return (
    <SimpleForm
      record={record}
      onSubmit={save}
      sx={{ maxWidth: "100%" }}
      // Enabled on an untouched form too, so saving it says what is missing (spec admin §5).
      toolbar={
        <Toolbar>
          <SaveButton alwaysEnable label={record ? "Save" : "Publish"} />
        </Toolbar>
      }
    >
      <Box sx={{ display: "flex", gap: 4, width: "100%", alignItems: "flex-start", flexWrap: { xs: "wrap", lg: "nowrap" } }}>
        <Box sx={{ flex: "1 1 560px", minWidth: 0, display: "flex", flexDirection: "column" }}>
          <LanguageTabs
            english={
              <Box>
                <TextInput source="title" label="Title" fullWidth slotProps={{ htmlInput: { maxLength: 200 } }} />
                <TextInput
                  source="excerpt"
                  label="Excerpt"
                  multiline
                  minRows={2}
                  fullWidth
                  helperText="Shown on the blog's card, clamped to three lines."
                  slotProps={{ htmlInput: { maxLength: 1000 } }}
                />
                <RichTextInput source="content" label="Content" fullWidth toolbar={toolbar} />
              </Box>
            }
            tamil={
              <Box>
                <TextInput source="titleTa" label="Title in Tamil" fullWidth slotProps={{ htmlInput: { maxLength: 200, lang: "ta" } }} />
                <TextInput
                  source="excerptTa"
                  label="Excerpt in Tamil"
                  multiline
                  minRows={2}
                  fullWidth
                  slotProps={{ htmlInput: { maxLength: 1000, lang: "ta" } }}
                />
                <RichTextInput source="contentTa" label="Content in Tamil" fullWidth toolbar={toolbar} />
              </Box>
            }
          />
          <BlogImageInput record={record} />
          <TextInput
            source="tags"
            label="Tags"
            fullWidth
            format={formatTags}
            helperText="Separate tags with commas, e.g. Raptors, Pallikaranai"
            sx={{ mt: 2 }}
          />
        </Box>
        <Box sx={{ flex: "0 0 360px", width: { xs: "100%", lg: 360 }, position: { lg: "sticky" }, top: { lg: 80 } }}>
          <BlogPreview record={record} />
        </Box>
      </Box>
      <KeepUnsavedChanges />
    </SimpleForm>
  );
}
