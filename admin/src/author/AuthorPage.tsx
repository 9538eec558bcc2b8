/**
 * The Author page (spec admin §2 "Author tab", §5 "Author update"): the photographer's name, title,
 * profile image, two bio paragraphs, quote, awards won and countries visited, loaded with the
 * current values. Only non-empty fields are sent (an emptied field keeps its saved value); a new
 * profile image is uploaded first.
 */
import { useLoad } from "../layout/useLoad";
import { useState, type FormEvent } from "react";
import { LoadState } from "../layout/LoadState";
import { Title, useDataProvider, useNotify } from "react-admin";
import { Box, Button, Card, CardContent, CardHeader, CircularProgress, TextField, Typography } from "@mui/material";
import SaveIcon from "@mui/icons-material/Save";
import PersonIcon from "@mui/icons-material/PersonOutlined";
import type { AdminDataProvider, AuthorRecord } from "../dataProvider";
import type { UpdateAuthorMutationVariables } from "../gql/graphql";
import { errorMessage } from "../graphql/request";
import { LanguageTabs } from "../lib/LanguageTabs";
import { SingleImagePicker, usePickedFile } from "../media/SingleImagePicker";

type EnglishKey = "name" | "title" | "bio1" | "bio2" | "quote" | "awardsWon" | "countriesVisited";
type TamilKey = "titleTa" | "bio1Ta" | "bio2Ta" | "quoteTa";
type TextKey = EnglishKey | TamilKey;

/** The form's text fields, in order, with their labels (spec §3 "Author"). */
const FIELDS: { key: EnglishKey; label: string; multiline?: boolean; helper?: string; half?: boolean }[] = [
  { key: "name", label: "Name", half: true },
  { key: "title", label: "Title", half: true, helper: "e.g. Wildlife Photographer" },
  { key: "bio1", label: "Bio paragraph 1", multiline: true },
  { key: "bio2", label: "Bio paragraph 2", multiline: true },
  { key: "quote", label: "Quote", multiline: true },
  { key: "awardsWon", label: "Awards won", half: true, helper: "e.g. 25+" },
  { key: "countriesVisited", label: "Countries visited", half: true, helper: "e.g. 40" },
];

/** Issue 30: the Tamil tab's fields (optional; empty shows the English on the Tamil pages, and clears a saved one). */
const TAMIL_FIELDS: { key: TamilKey; label: string; multiline?: boolean }[] = [
  { key: "titleTa", label: "Title in Tamil" },
  { key: "bio1Ta", label: "Bio paragraph 1 in Tamil", multiline: true },
  { key: "bio2Ta", label: "Bio paragraph 2 in Tamil", multiline: true },
  { key: "quoteTa", label: "Quote in Tamil", multiline: true },
];

const EMPTY: Record<TextKey, string> = {
  name: "",
  title: "",
  bio1: "",
  bio2: "",
  quote: "",
  awardsWon: "",
  countriesVisited: "",
  titleTa: "",
  bio1Ta: "",
  bio2Ta: "",
  quoteTa: "",
};

export const AUTHOR_LOAD_FAILED = "Failed to load author info";
export const AUTHOR_UPDATE_FAILED = "Failed to update author info";

export function AuthorPage() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [author, setAuthor] = useState<AuthorRecord | null>(null);
  const [values, setValues] = useState(EMPTY);
  const { file, previewUrl, choose } = usePickedFile();
  const [progress, setProgress] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState("");

  const fill = (record: AuthorRecord | null) => {
    setAuthor(record);
    setValues(record ? (Object.fromEntries([...FIELDS, ...TAMIL_FIELDS].map(({ key }) => [key, record[key] ?? ""])) as Record<TextKey, string>) : EMPTY);
  };

  const { loading, failed: loadFailed, retry: load } = useLoad(() => dataProvider.getAuthor().then(({ data }) => fill(data)), AUTHOR_LOAD_FAILED);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    // Spec §5: only non-empty text fields are sent.
    const input: UpdateAuthorMutationVariables = {};
    for (const { key } of FIELDS) {
      const value = values[key].trim();
      if (value) input[key] = value;
    }
    // A Tamil field is sent when it changed: emptied, it is cleared.
    for (const { key } of TAMIL_FIELDS) {
      const value = values[key].trim() || null;
      if (value !== (author?.[key] ?? null)) input[key] = value;
    }
    if (Object.keys(input).length === 0 && !file) {
      notify("Nothing to save: fill in at least one field or choose an image", { type: "warning" });
      return;
    }
    setSaving(true);
    try {
      if (file) {
        setStatus("Uploading image...");
        setProgress(0);
        input.imageId = (await dataProvider.uploadMedia(file, setProgress)).data.id;
      }
      setStatus("Saving...");
      const { data } = await dataProvider.updateAuthor(input);
      fill(data);
      choose(null);
      setProgress(null);
      notify("Author details updated", { type: "success" });
    } catch (error) {
      notify(errorMessage(error, AUTHOR_UPDATE_FAILED), { type: "error" });
      setProgress(null);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Author" />
      <Card sx={{ maxWidth: 900 }}>
        <CardHeader
          avatar={<PersonIcon color="primary" />}
          title="Author"
          subheader="The photographer as the About section of the site shows them."
          slotProps={{ title: { variant: "h6", component: "h2" } }}
        />
        <CardContent sx={{ pt: 0 }}>
          <LoadState loading={loading} failed={loadFailed} loadingText="Loading author info..." failedText={AUTHOR_LOAD_FAILED} onRetry={load}>
            <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Author details" sx={{ display: "flex", flexDirection: "column", gap: 2.5 }}>
              <Typography variant="body2" color="text.secondary">
                {author ? "Change what you need; a field left empty keeps its saved value." : "No author details yet. Fill in the fields and save."}
              </Typography>
              <LanguageTabs
                english={
                  <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
                    {FIELDS.map(({ key, label, multiline, helper, half }) => (
                      <TextField
                        key={key}
                        label={label}
                        name={key}
                        value={values[key]}
                        onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
                        disabled={saving}
                        multiline={multiline}
                        minRows={multiline ? (key === "quote" ? 2 : 4) : undefined}
                        helperText={helper}
                        fullWidth
                        sx={{ gridColumn: half ? undefined : "1 / -1" }}
                      />
                    ))}
                  </Box>
                }
                tamil={TAMIL_FIELDS.map(({ key, label, multiline }) => (
                  <TextField
                    key={key}
                    label={label}
                    name={key}
                    value={values[key]}
                    onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
                    disabled={saving}
                    multiline={multiline}
                    minRows={multiline ? (key === "quoteTa" ? 2 : 4) : undefined}
                    fullWidth
                    slotProps={{ htmlInput: { lang: "ta" } }}
                  />
                ))}
              />
              <SingleImagePicker
                label="Profile image"
                file={file}
                previewUrl={previewUrl}
                currentUrl={author?.image?.url}
                currentAlt={`Current profile image of ${author?.name || "the author"}`}
                progress={progress}
                disabled={saving}
                hint={author?.image ? "The current image stays unless you choose another." : "JPEG, PNG or WebP."}
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
                  Update Author
                </Button>
                {saving && (
                  <Typography variant="body2" color="text.secondary" role="status">
                    {status}
                  </Typography>
                )}
                {author?.updatedAt && !saving && (
                  <Typography variant="caption" color="text.secondary">
                    Last saved {new Date(author.updatedAt).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short" })}
                  </Typography>
                )}
              </Box>
            </Box>
          </LoadState>
        </CardContent>
      </Card>
    </Box>
  );
}
