/**
 * The Masters screens (spec admin §2 "Masters tab"): locations and gallery categories are both a
 * name with an add form and a list with delete. One component serves both resources.
 */
import { useState, type FormEvent, type ReactNode } from "react";
import { DataTable, DateField, DeleteButton, List, useCreate, useNotify, useRecordContext, type RaRecord } from "react-admin";
import { Box, Button, Card, CardContent, CircularProgress, TextField, Typography } from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import { errorMessage } from "../graphql/request";

export interface MasterTexts {
  /** Page title, e.g. 'Locations'. */
  title: string;
  /** Word used in sentences, e.g. 'location'. */
  noun: string;
  /** Accessible label of the name input, e.g. 'Location name'. */
  nameLabel: string;
  /** Label of the add button, e.g. 'Add Location'. */
  addLabel: string;
  /** Toast when adding fails without a server message. */
  addError: string;
}

function AddForm({ resource, texts }: { resource: string; texts: MasterTexts }) {
  const [name, setName] = useState("");
  const [nameTa, setNameTa] = useState("");
  const [create, { isPending }] = useCreate();
  const notify = useNotify();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    // Spec §5: the name is trimmed and a blank submission is ignored.
    if (!trimmed || isPending) return;
    void create(
      resource,
      { data: { name: trimmed, nameTa: nameTa.trim() || null } },
      {
        onSuccess: () => {
          notify(`${capitalise(texts.noun)} “${trimmed}” added`, { type: "success" });
          setName("");
          setNameTa("");
        },
        // CONFLICT carries 'Duplicate: Location already exists!' / 'Duplicate: Already exists!'.
        onError: (error) => notify(errorMessage(error, texts.addError), { type: "error" }),
      },
    );
  }

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {texts.addLabel}
        </Typography>
        <Box component="form" onSubmit={handleSubmit} noValidate sx={{ display: "flex", gap: 2, alignItems: "flex-start", flexWrap: "wrap" }}>
          <TextField
            label={texts.nameLabel}
            name="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            size="small"
            variant="outlined"
            margin="none"
            fullWidth={false}
            sx={{ flex: "1 1 260px", maxWidth: 420 }}
            slotProps={{ htmlInput: { maxLength: 120, required: true } }}
            disabled={isPending}
          />
          <TextField
            label="Name in Tamil"
            name="nameTa"
            value={nameTa}
            onChange={(e) => setNameTa(e.target.value)}
            size="small"
            variant="outlined"
            margin="none"
            fullWidth={false}
            helperText="Optional: the Tamil pages show it in place of the English name"
            sx={{ flex: "1 1 260px", maxWidth: 420 }}
            slotProps={{ htmlInput: { maxLength: 120, lang: "ta" } }}
            disabled={isPending}
          />
          <Button
            type="submit"
            variant="contained"
            startIcon={isPending ? <CircularProgress size={16} color="inherit" /> : <AddIcon />}
            disabled={isPending}
            sx={{ height: 40 }}
          >
            {texts.addLabel}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

function DeleteMasterButton({ noun }: { noun: string }) {
  const record = useRecordContext<RaRecord & { name?: string }>();
  const notify = useNotify();
  if (!record) return null;
  return (
    <DeleteButton
      mutationMode="pessimistic"
      redirect={false}
      label="Delete"
      aria-label={`Delete ${noun} ${record.name ?? ""}`.trim()}
      confirmTitle={`Delete ${noun} “${record.name}”?`}
      confirmContent={`The ${noun} “${record.name}” will be removed from the master data.`}
      // Not successMessage: react-admin translates it with 'Element deleted' as the default text.
      mutationOptions={{ onSuccess: () => notify(`${capitalise(noun)} “${record.name}” deleted`, { type: "success" }) }}
    />
  );
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function MasterList({ resource, texts, extraColumns }: { resource: string; texts: MasterTexts; extraColumns?: ReactNode }) {
  return (
    <>
      <AddForm resource={resource} texts={texts} />
      <List
        resource={resource}
        title={texts.title}
        sort={{ field: "name", order: "ASC" }}
        perPage={50}
        exporter={false}
        actions={false}
        empty={false}
        sx={{ "& .RaList-main": { mt: 0 } }}
      >
        <DataTable bulkActionButtons={false} rowClick={false} size="small">
          <DataTable.Col source="name" label="Name" />
          <DataTable.Col source="nameTa" label="In Tamil" />
          {extraColumns}
          <DataTable.Col source="createdAt" label="Added">
            <DateField source="createdAt" />
          </DataTable.Col>
          <DataTable.Col label="Actions" align="right">
            <DeleteMasterButton noun={texts.noun} />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  );
}
