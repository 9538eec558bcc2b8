/** Issue 46: a gallery group's search words on its page, changed and saved on their own (updateGalleryItem with only searchKeywords). */
import { useState } from "react";
import { useDataProvider, useNotify, useRecordContext, useRefresh } from "react-admin";
import { Box, Button, CircularProgress } from "@mui/material";
import SaveIcon from "@mui/icons-material/Save";
import { errorMessage } from "../graphql/request";
import { SearchWordsInput } from "../lib/SearchWordsInput";
import type { GalleryItemRecord } from "./types";

function Editor({ record }: { record: GalleryItemRecord }) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const saved = record.searchKeywords ?? [];
  const [words, setWords] = useState<string[]>(saved);
  const [saving, setSaving] = useState(false);
  const changed = words.join("\n") !== saved.join("\n");

  async function save() {
    setSaving(true);
    try {
      await dataProvider.update<GalleryItemRecord>("GalleryItem", { id: record.id, data: { id: record.id, searchKeywords: words }, previousData: record });
      notify("Search words saved", { type: "success" });
      refresh();
    } catch (error) {
      notify(errorMessage(error, "Failed to save the search words"), { type: "error" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Box sx={{ display: "grid", gap: 1, maxWidth: 640, pt: 1 }}>
      <SearchWordsInput value={words} onChange={setWords} disabled={saving} />
      <Box>
        <Button
          variant="contained"
          size="small"
          onClick={() => void save()}
          disabled={saving || !changed}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}
        >
          Save search words
        </Button>
      </Box>
    </Box>
  );
}

export function GallerySearchWords() {
  const record = useRecordContext<GalleryItemRecord>();
  if (!record) return null;
  // Keyed by what is saved: after a save (or another's change) the field starts from the saved words.
  return <Editor key={`${record.id}:${(record.searchKeywords ?? []).join("\n")}`} record={record} />;
}
