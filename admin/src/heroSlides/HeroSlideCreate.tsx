/**
 * Add a hero slide (spec admin §2 "Hero tab", §5 "Hero add"): title, subtitle and an image with a
 * preview; all three are required. The image is uploaded first (with a progress bar), then
 * createHeroSlide is called with its id.
 */
import { useState, type FormEvent } from "react";
import { Create, ListButton, TopToolbar, useDataProvider, useNotify, useRedirect } from "react-admin";
import { Box, Button, CircularProgress, TextField, Typography } from "@mui/material";
import SaveIcon from "@mui/icons-material/Save";
import type { AdminDataProvider } from "../dataProvider";
import { errorMessage, errorCode } from "../graphql/request";
import { LanguageTabs, TamilTextField } from "../lib/LanguageTabs";
import { SingleImagePicker, usePickedFile } from "../media/SingleImagePicker";

/** Spec admin §5, word for word. */
export const INCOMPLETE_HERO_SLIDE = "Please provide title, subtitle and an image";
export const HERO_UPLOAD_FAILED = "Server error while uploading hero image";

/** The server's message when it refused the input (e.g. not an image), else the spec's. */
const failure = (error: unknown) => (errorCode(error) === "BAD_USER_INPUT" ? errorMessage(error, HERO_UPLOAD_FAILED) : HERO_UPLOAD_FAILED);

function HeroSlideForm() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [title, setTitle] = useState("");
  const [subtitle, setSubtitle] = useState("");
  const [titleTa, setTitleTa] = useState("");
  const [subtitleTa, setSubtitleTa] = useState("");
  const { file, previewUrl, choose } = usePickedFile();
  const [progress, setProgress] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState("");
  const [tried, setTried] = useState(false);

  const missing = { title: !title.trim(), subtitle: !subtitle.trim(), image: !file };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setTried(true);
    if (missing.title || missing.subtitle || !file) {
      notify(INCOMPLETE_HERO_SLIDE, { type: "error" });
      return;
    }
    setSaving(true);
    try {
      setStatus("Uploading image...");
      setProgress(0);
      const imageId = (await dataProvider.uploadMedia(file, setProgress)).data.id;
      setStatus("Saving...");
      await dataProvider.createHeroSlide({
        title: title.trim(),
        subtitle: subtitle.trim(),
        titleTa: titleTa.trim() || null,
        subtitleTa: subtitleTa.trim() || null,
        imageId,
      });
      notify("Hero slide added", { type: "success" });
      redirect("list", "HeroSlide");
    } catch (error) {
      notify(failure(error), { type: "error" });
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
      aria-label="Add hero slide"
      sx={{ p: { xs: 2, md: 3 }, maxWidth: 760, display: "flex", flexDirection: "column", gap: 2.5 }}
    >
      <Typography variant="body2" color="text.secondary">
        Title, subtitle and an image are required. New slides go after the existing ones.
      </Typography>
      <LanguageTabs
        english={
          <>
            <TextField
              label="Title"
              name="title"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              error={tried && missing.title}
              disabled={saving}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <TextField
              label="Subtitle"
              name="subtitle"
              value={subtitle}
              onChange={(e) => setSubtitle(e.target.value)}
              error={tried && missing.subtitle}
              disabled={saving}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 300 } }}
            />
          </>
        }
        tamil={
          <>
            <TamilTextField label="Title in Tamil" name="titleTa" value={titleTa} onChange={setTitleTa} disabled={saving} maxLength={160} />
            <TamilTextField label="Subtitle in Tamil" name="subtitleTa" value={subtitleTa} onChange={setSubtitleTa} disabled={saving} maxLength={300} />
          </>
        }
      />
      <SingleImagePicker
        label="Image"
        file={file}
        previewUrl={previewUrl}
        progress={progress}
        disabled={saving}
        error={tried && missing.image}
        hint="A wide landscape photograph works best. JPEG, PNG or WebP."
        onChoose={(picked) => {
          choose(picked);
          setProgress(null);
        }}
        onReject={(name) => notify(`Only image files can be used (skipped: ${name})`, { type: "warning" })}
      />
      <Box sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap" }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={saving}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}
        >
          Add hero slide
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

export function HeroSlideCreate() {
  return (
    <Create
      resource="HeroSlide"
      title="Add hero slide"
      actions={
        <TopToolbar>
          <ListButton label="Back to hero slides" />
        </TopToolbar>
      }
    >
      <HeroSlideForm />
    </Create>
  );
}
