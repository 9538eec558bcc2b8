/**
 * Add a post to the home page's Instagram strip: an image (uploaded first, with a preview and a
 * progress bar), the caption (its first line is the title shown), and optionally the likes count
 * and the post's link on Instagram.
 */
import { useState, type FormEvent } from "react";
import { Create, ListButton, TopToolbar, useDataProvider, useNotify, useRedirect } from "react-admin";
import { Box, Button, CircularProgress, TextField, Typography } from "@mui/material";
import SaveIcon from "@mui/icons-material/Save";
import type { AdminDataProvider } from "../dataProvider";
import { errorMessage } from "../graphql/request";
import { SingleImagePicker, usePickedFile } from "../media/SingleImagePicker";

export const INCOMPLETE_INSTAGRAM_POST = "Please provide a caption and an image";

function InstagramPostForm() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [caption, setCaption] = useState("");
  const [likes, setLikes] = useState("");
  const [permalink, setPermalink] = useState("");
  const { file, previewUrl, choose } = usePickedFile();
  const [progress, setProgress] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState("");
  const [tried, setTried] = useState(false);

  const likesInvalid = likes.trim() !== "" && !/^\d+$/.test(likes.trim());
  const permalinkInvalid = permalink.trim() !== "" && !/^https?:\/\//i.test(permalink.trim());

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setTried(true);
    if (!caption.trim() || !file) {
      notify(INCOMPLETE_INSTAGRAM_POST, { type: "error" });
      return;
    }
    if (likesInvalid || permalinkInvalid) {
      notify(likesInvalid ? "Likes must be a whole number" : "The link must start with https://", { type: "error" });
      return;
    }
    setSaving(true);
    try {
      setStatus("Uploading image...");
      setProgress(0);
      const imageId = (await dataProvider.uploadMedia(file, setProgress)).data.id;
      setStatus("Saving...");
      await dataProvider.createInstagramPost({
        caption: caption.trim(),
        imageId,
        likesCount: likes.trim() ? Number(likes.trim()) : null,
        permalink: permalink.trim() || null,
      });
      notify("Instagram post added", { type: "success" });
      redirect("list", "InstagramPost");
    } catch (error) {
      notify(errorMessage(error, "Failed to add the Instagram post"), { type: "error" });
      setProgress(null);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Box
      component="form"
      onSubmit={handleSubmit}
      noValidate
      aria-label="Add Instagram post"
      sx={{ p: { xs: 2, md: 3 }, maxWidth: 760, display: "flex", flexDirection: "column", gap: 2.5 }}
    >
      <Typography variant="body2" color="text.secondary">
        An image and a caption are required; the caption's first line is the title shown on the site.
      </Typography>
      <SingleImagePicker
        label="Image"
        file={file}
        previewUrl={previewUrl}
        progress={progress}
        disabled={saving}
        error={tried && !file}
        hint="A square photograph works best. JPEG, PNG or WebP."
        onChoose={(picked) => {
          choose(picked);
          setProgress(null);
        }}
        onReject={(name) => notify(`Only image files can be used (skipped: ${name})`, { type: "warning" })}
      />
      <TextField
        label="Caption"
        name="caption"
        value={caption}
        onChange={(e) => setCaption(e.target.value)}
        error={tried && !caption.trim()}
        disabled={saving}
        multiline
        minRows={3}
        fullWidth
      />
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
        <TextField
          label="Likes count"
          name="likesCount"
          value={likes}
          onChange={(e) => setLikes(e.target.value)}
          error={likesInvalid}
          helperText={likesInvalid ? "A whole number" : "Optional"}
          disabled={saving}
          sx={{ flex: "0 1 200px" }}
          slotProps={{ htmlInput: { inputMode: "numeric" } }}
        />
        <TextField
          label="Link on Instagram"
          name="permalink"
          type="url"
          value={permalink}
          onChange={(e) => setPermalink(e.target.value)}
          error={permalinkInvalid}
          helperText={permalinkInvalid ? "Starts with https://" : "Optional, e.g. https://www.instagram.com/p/…"}
          disabled={saving}
          sx={{ flex: "1 1 320px" }}
        />
      </Box>
      <Box sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap" }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={saving}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}
        >
          Add Instagram post
        </Button>
        {saving && (
          <Typography variant="body2" color="text.secondary" role="status">
            {status}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

export function InstagramPostCreate() {
  return (
    <Create
      resource="InstagramPost"
      title="Add Instagram post"
      actions={
        <TopToolbar>
          <ListButton label="Back to Instagram posts" />
        </TopToolbar>
      }
    >
      <InstagramPostForm />
    </Create>
  );
}
