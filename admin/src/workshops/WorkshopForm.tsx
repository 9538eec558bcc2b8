/**
 * The workshop form (spec admin §2 "Workshops tab", §5 "Add workshop"): title, description,
 * poster image (preview, upload progress), destination, travel date, duration, max participants,
 * organizer, cost, meeting point, and includes and tags typed comma-separated. Title, description,
 * destination and max participants are required ('Please fill in all required fields'). The poster
 * is uploaded first, then createWorkshop / updateWorkshop is called with its id.
 */
import { useState, type FormEvent } from "react";
import { useDataProvider, useNotify, useRedirect } from "react-admin";
import { Box, Button, CircularProgress, TextField, Typography } from "@mui/material";
import SaveIcon from "@mui/icons-material/Save";
import type { AdminDataProvider } from "../dataProvider";
import { errorMessage } from "../graphql/request";
import { LanguageTabs } from "../lib/LanguageTabs";
import { SingleImagePicker, usePickedFile } from "../media/SingleImagePicker";
import { changedFields, splitList, type WorkshopRecord } from "./types";

/** Spec admin §5, word for word. */
export const INCOMPLETE_WORKSHOP = "Please fill in all required fields";

export function WorkshopForm({ record }: { record?: WorkshopRecord }) {
  const editing = Boolean(record);
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [f, setF] = useState({
    title: record?.title ?? "",
    description: record?.description ?? "",
    destination: record?.destination ?? "",
    titleTa: record?.titleTa ?? "",
    descriptionTa: record?.descriptionTa ?? "",
    destinationTa: record?.destinationTa ?? "",
    travelDate: record?.travelDate ?? "",
    duration: record?.duration ?? "",
    maxParticipants: record ? String(record.maxParticipants) : "",
    organizer: record?.organizer ?? "",
    cost: record?.cost ?? "",
    meetingPoint: record?.meetingPoint ?? "",
    includes: (record?.includes ?? []).join(", "),
    tags: (record?.tags ?? []).join(", "),
  });
  const { file, previewUrl, choose } = usePickedFile();
  const [progress, setProgress] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState("");
  const [tried, setTried] = useState(false);

  const seats = Number(f.maxParticipants);
  const missing = {
    title: !f.title.trim(),
    description: !f.description.trim(),
    destination: !f.destination.trim(),
    maxParticipants: !f.maxParticipants.trim() || !Number.isInteger(seats) || seats < 1,
  };
  const field = (key: keyof typeof f) => ({
    name: key,
    value: f[key],
    disabled: saving,
    fullWidth: true,
    onChange: (e: { target: { value: string } }) => setF((current) => ({ ...current, [key]: e.target.value })),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setTried(true);
    if (Object.values(missing).some(Boolean)) {
      notify(INCOMPLETE_WORKSHOP, { type: "error" });
      return;
    }
    setSaving(true);
    try {
      let posterId: string | undefined;
      if (file) {
        setStatus("Uploading poster...");
        setProgress(0);
        posterId = (await dataProvider.uploadMedia(file, setProgress)).data.id;
      }
      setStatus("Saving...");
      const data = {
        title: f.title.trim(),
        description: f.description.trim(),
        destination: f.destination.trim(),
        // Issue 30: the Tamil tab's fields, optional (empty: the English shows on the Tamil pages).
        titleTa: f.titleTa.trim() || null,
        descriptionTa: f.descriptionTa.trim() || null,
        destinationTa: f.destinationTa.trim() || null,
        travelDate: f.travelDate,
        duration: f.duration.trim(),
        maxParticipants: seats,
        organizer: f.organizer.trim(),
        cost: f.cost.trim(),
        meetingPoint: f.meetingPoint.trim(),
        includes: splitList(f.includes),
        tags: splitList(f.tags),
        ...(posterId ? { posterId } : {}),
      };
      if (record) {
        await dataProvider.update("Workshop", { id: record.id, data: changedFields(data, record), previousData: record });
        notify(`Workshop “${data.title}” updated`, { type: "success" });
      } else {
        await dataProvider.create("Workshop", { data: { ...data, travelDate: data.travelDate || null } });
        notify(`Workshop “${data.title}” added`, { type: "success" });
      }
      redirect("list", "Workshop");
    } catch (error) {
      notify(errorMessage(error, editing ? "Failed to save workshop" : "Failed to add workshop"), { type: "error" });
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
      aria-label={editing ? "Edit workshop" : "Add workshop"}
      sx={{ p: { xs: 2, md: 3 }, maxWidth: 860, display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ gridColumn: "1 / -1" }}>
        Title, description, destination and max participants are required. Includes and tags are typed comma-separated.
      </Typography>
      <Box sx={{ gridColumn: "1 / -1" }}>
        <LanguageTabs
          english={
            <>
              <TextField label="Title" required error={tried && missing.title} {...field("title")} slotProps={{ htmlInput: { maxLength: 200 } }} />
              <TextField label="Description" required multiline minRows={3} error={tried && missing.description} {...field("description")} />
            </>
          }
          tamil={
            <>
              <TextField label="Title in Tamil" {...field("titleTa")} slotProps={{ htmlInput: { maxLength: 200, lang: "ta" } }} />
              <TextField label="Description in Tamil" multiline minRows={3} {...field("descriptionTa")} slotProps={{ htmlInput: { lang: "ta" } }} />
              <TextField label="Destination in Tamil" {...field("destinationTa")} slotProps={{ htmlInput: { maxLength: 200, lang: "ta" } }} />
            </>
          }
        />
      </Box>
      <Box sx={{ gridColumn: "1 / -1" }}>
        <SingleImagePicker
          label="Poster image"
          file={file}
          previewUrl={previewUrl}
          currentUrl={record?.poster?.url}
          currentAlt={record ? `Current poster of ${record.title}` : undefined}
          progress={progress}
          disabled={saving}
          hint="Optional: the storefront shows a placeholder without one. A landscape image works best."
          onChoose={(picked) => {
            choose(picked);
            setProgress(null);
          }}
          onReject={(name) => notify(`Only image files can be used (skipped: ${name})`, { type: "warning" })}
        />
      </Box>
      <TextField label="Destination" required error={tried && missing.destination} {...field("destination")} slotProps={{ htmlInput: { maxLength: 200 } }} />
      <TextField label="Travel date" type="date" {...field("travelDate")} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField label="Duration" placeholder="e.g. 2 days / 1 night" {...field("duration")} slotProps={{ htmlInput: { maxLength: 100 } }} />
      <TextField
        label="Max participants"
        required
        type="number"
        error={tried && missing.maxParticipants}
        helperText={record ? `${record.seatsTaken} already joined` : undefined}
        {...field("maxParticipants")}
        slotProps={{ htmlInput: { min: 1, step: 1 } }}
      />
      <TextField label="Organizer" {...field("organizer")} slotProps={{ htmlInput: { maxLength: 200 } }} />
      <TextField
        label="Cost"
        placeholder="e.g. ₹4,500 per person"
        helperText="Free text; a cost typed with '$' is shown with '₹'."
        {...field("cost")}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField label="Meeting point" {...field("meetingPoint")} slotProps={{ htmlInput: { maxLength: 300 } }} sx={{ gridColumn: "1 / -1" }} />
      <TextField label="Includes" placeholder="Breakfast, Boat ride, Guide" helperText="Comma-separated" {...field("includes")} />
      <TextField label="Tags" placeholder="birds, wetlands" helperText="Comma-separated" {...field("tags")} />
      <Box sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap", gridColumn: "1 / -1" }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={saving}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}
        >
          {editing ? "Save workshop" : "Add Workshop"}
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
