/**
 * Frame sizes (spec admin §3 "Frame master"): the frames a print can be ordered in, each a print
 * size and a frame name, shown as "12x18 (Classic Black)". An add form above the list; every delete
 * asks first, and a refusal (CONFLICT while prints still use the frame) shows the server's message.
 */
import { useState, type FormEvent } from "react";
import { DataTable, DateField, DeleteButton, List, useCreate, useNotify, useRecordContext } from "react-admin";
import { Box, Button, Card, CardContent, CircularProgress, TextField, Typography } from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import { errorMessage } from "../graphql/request";
import { frameLabel, type FrameSizeRecord } from "../portfolio/types";

function AddFrameSizeForm() {
  const [size, setSize] = useState("");
  const [name, setName] = useState("");
  const [tried, setTried] = useState(false);
  const [create, { isPending }] = useCreate();
  const notify = useNotify();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    const data = { size: size.trim().replace(/\s*[x×X]\s*/g, "x"), name: name.trim() };
    setTried(true);
    if (!data.size || !data.name) {
      notify("Please enter both the size and the frame name", { type: "warning" });
      return;
    }
    create(
      "FrameSize",
      { data },
      {
        onSuccess: () => {
          notify(`Frame size “${frameLabel(data)}” added`, { type: "success" });
          setSize("");
          setName("");
          setTried(false);
        },
        onError: (error) => notify(errorMessage(error, "Failed to add"), { type: "error" }),
      },
    );
  }

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          Add Frame Size
        </Typography>
        <Box component="form" onSubmit={handleSubmit} noValidate aria-label="Add frame size" sx={{ display: "flex", gap: 2, alignItems: "flex-start", flexWrap: "wrap" }}>
          <TextField
            label="Size"
            name="size"
            placeholder="12x18"
            value={size}
            onChange={(e) => setSize(e.target.value)}
            size="small"
            error={tried && !size.trim()}
            helperText="In inches, e.g. 12x18"
            sx={{ flex: "0 1 200px" }}
            slotProps={{ htmlInput: { maxLength: 40, required: true } }}
            disabled={isPending}
          />
          <TextField
            label="Frame name"
            name="name"
            placeholder="Classic Black"
            value={name}
            onChange={(e) => setName(e.target.value)}
            size="small"
            error={tried && !name.trim()}
            helperText="e.g. Classic Black, Natural Teak"
            sx={{ flex: "1 1 240px", maxWidth: 360 }}
            slotProps={{ htmlInput: { maxLength: 80, required: true } }}
            disabled={isPending}
          />
          <Button
            type="submit"
            variant="contained"
            startIcon={isPending ? <CircularProgress size={16} color="inherit" /> : <AddIcon />}
            disabled={isPending}
            sx={{ height: 40 }}
          >
            Add Frame Size
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

function FrameLabel() {
  const record = useRecordContext<FrameSizeRecord>();
  if (!record) return null;
  return (
    <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
      {frameLabel(record)}
    </Typography>
  );
}

function DeleteFrameSizeButton() {
  const record = useRecordContext<FrameSizeRecord>();
  const notify = useNotify();
  if (!record) return null;
  const label = frameLabel(record);
  return (
    <DeleteButton
      mutationMode="pessimistic"
      redirect={false}
      label="Delete"
      aria-label={`Delete frame size ${label}`}
      confirmTitle={`Delete frame size “${label}”?`}
      confirmContent={`The frame size “${label}” will no longer be offered for new prints. A frame size that prints are still sold in cannot be deleted.`}
            mutationOptions={{
          onSuccess: () => notify(`Frame size “${label}” deleted`, { type: "success" }),
          onError: (error) => notify(errorMessage(error, "Failed to delete"), { type: "error" }),
        }}
    />
  );
}

export function FrameSizeList() {
  const notify = useNotify();
  return (
    <>
      <AddFrameSizeForm />
      <List
        resource="FrameSize"
        title="Frame Sizes"
        sort={{ field: "position", order: "ASC" }}
        perPage={50}
        exporter={false}
        actions={false}
        empty={false}
        queryOptions={{ onError: () => notify("Failed to load frame sizes", { type: "error" }) }}
        sx={{ "& .RaList-main": { mt: 0 } }}
      >
        <DataTable bulkActionButtons={false} rowClick={false} size="small">
          <DataTable.Col label="Frame" disableSort>
            <FrameLabel />
          </DataTable.Col>
          <DataTable.Col source="size" label="Size" disableSort />
          <DataTable.Col source="name" label="Frame name" disableSort />
          <DataTable.Col source="createdAt" label="Added" disableSort>
            <DateField source="createdAt" />
          </DataTable.Col>
          <DataTable.Col label="Actions" align="right">
            <DeleteFrameSizeButton />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  );
}
