/**
 * The home page's hero slides (spec admin §2 "Hero tab"): thumbnail, title, subtitle and position,
 * in position order, each with Delete (asks first).
 */
import { CreateButton, DataTable, DeleteButton, List, TopToolbar, useNotify, useRecordContext } from "react-admin";
import { Box, Typography } from "@mui/material";
import { errorMessage } from "../graphql/request";
import { Thumbnail } from "../media/Thumbnail";
import type { HeroSlideRecord } from "./types";

function SlideThumbnail() {
  const record = useRecordContext<HeroSlideRecord>();
  if (!record) return null;
  return <Thumbnail image={record.image} alt={`Hero image of ${record.title}`} />;
}

function DeleteSlide() {
  const record = useRecordContext<HeroSlideRecord>();
  const notify = useNotify();
  if (!record) return null;
  return (
    <DeleteButton
      mutationMode="pessimistic"
      redirect={false}
      label="Delete"
      aria-label={`Delete hero slide ${record.title}`}
      confirmTitle={`Delete the hero slide “${record.title}”?`}
      confirmContent="The slide disappears from the home page's hero. This action cannot be undone."
      mutationOptions={{
        onSuccess: () => notify("Hero slide deleted", { type: "success" }),
        onError: (error) => notify(errorMessage(error, "Delete failed"), { type: "error" }),
      }}
    />
  );
}

function NoSlides() {
  return (
    <Box sx={{ mt: 4, textAlign: "center", color: "text.secondary" }}>
      <Typography variant="h6" component="p">
        No hero slides yet
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        The slides of the home page's banner appear here.
      </Typography>
      <CreateButton label="Add hero slide" variant="contained" />
    </Box>
  );
}

export function HeroSlideList() {
  const notify = useNotify();
  return (
    <List
      resource="HeroSlide"
      title="Hero"
      sort={{ field: "position", order: "ASC" }}
      perPage={50}
      pagination={false}
      exporter={false}
      empty={<NoSlides />}
      actions={
        <TopToolbar>
          <CreateButton label="Add hero slide" />
        </TopToolbar>
      }
      queryOptions={{ onError: () => notify("Failed to fetch hero images", { type: "error" }) }}
    >
      <DataTable bulkActionButtons={false} rowClick={false} size="small" sx={{ "& thead th": { whiteSpace: "nowrap" } }}>
        <DataTable.Col label="Image" disableSort>
          <SlideThumbnail />
        </DataTable.Col>
        <DataTable.Col source="title" label="Title" disableSort sx={{ fontWeight: 500 }} />
        <DataTable.Col source="subtitle" label="Subtitle" disableSort />
        <DataTable.Col source="position" label="Position" align="right" disableSort />
        <DataTable.Col label="Actions" align="right" disableSort>
          <DeleteSlide />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
