/**
 * The live preview beside the blog form (spec admin §2 "Create form with live preview"): the
 * storefront's card (image, 'Admin', date, '5 min read', title, excerpt, tags) and the post's text
 * as it will read, updated as the owner types.
 */
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { Box, Card, CardContent, Chip, Divider, Typography } from "@mui/material";
import { tagList, type BlogPostRecord } from "./types";

export function BlogPreview({ record }: { record?: BlogPostRecord }) {
  const [title, excerpt, content, tags, imageId, imagePreviewUrl] = useWatch({
    name: ["title", "excerpt", "content", "tags", "imageId", "imagePreviewUrl"],
  }) as [string | undefined, string | undefined, string | undefined, string[] | string | undefined, string | null | undefined, string | null | undefined];
  const imageUrl = imageId ? (imagePreviewUrl ?? (record?.imageId === imageId ? record.image?.url : null)) : null;
  // A post not yet saved shows today, as it will be dated once published.
  const [now] = useState(() => Date.now());
  const date = new Date(record?.createdAt ?? now).toLocaleDateString("en-IN", { day: "numeric", month: "long", year: "numeric" });

  return (
    <Box component="section" aria-label="Live preview" sx={{ width: "100%" }}>
      <Typography variant="overline" color="text.secondary" component="h2">
        Live preview
      </Typography>
      <Card variant="outlined" sx={{ borderRadius: 3 }}>
        {imageUrl ? (
          <Box
            component="img"
            src={imageUrl}
            alt={title?.trim() || "Cover image"}
            sx={{ width: "100%", aspectRatio: "16 / 10", objectFit: "cover", display: "block" }}
          />
        ) : (
          <Box sx={{ aspectRatio: "16 / 10", bgcolor: "#f1ebe1", display: "grid", placeItems: "center", color: "text.secondary" }}>
            <Typography variant="body2">No image</Typography>
          </Box>
        )}
        <CardContent>
          <Typography variant="caption" color="text.secondary">
            Admin · {date} · 5 min read
          </Typography>
          <Typography variant="h6" component="p" sx={{ mt: 1, fontFamily: "Georgia, serif", overflowWrap: "anywhere" }}>
            {title?.trim() || "Your title"}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mt: 1, display: "-webkit-box", WebkitLineClamp: 3, WebkitBoxOrient: "vertical", overflow: "hidden" }}
          >
            {excerpt?.trim() || "The excerpt appears here, clamped to three lines as on the blog."}
          </Typography>
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, mt: 1.5 }}>
            {tagList(tags).map((tag) => (
              <Chip key={tag} label={tag} size="small" />
            ))}
          </Box>
        </CardContent>
        <Divider />
        <CardContent
          data-testid="preview-content"
          sx={{
            typography: "body2",
            overflowWrap: "anywhere",
            "& img": { maxWidth: "100%", height: "auto", borderRadius: 1 },
            "& blockquote": { borderLeft: "4px solid #e07a1f", m: 0, pl: 2, fontStyle: "italic" },
            "& h2, & h3, & h4": { fontFamily: "Georgia, serif" },
          }}
          // The editor's own HTML (its schema has no scripts or handlers); the server sanitises it again on save.
          dangerouslySetInnerHTML={{ __html: content || "<p>The post's text appears here.</p>" }}
        />
      </Card>
    </Box>
  );
}
