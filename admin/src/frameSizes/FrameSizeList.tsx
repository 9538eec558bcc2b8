/**
 * Frame sizes (spec admin §3 "Frame master"): the frames a print can be ordered in, each a print
 * size and a frame name, shown as "12x18 (Classic Black)", with its outer size in centimetres,
 * frame included (the storefront's "View on a wall" draws the print to that size). An add form
 * above the list; the outer size is corrected in a small dialog; every delete asks first, and a
 * refusal (CONFLICT while prints still use the frame) shows the server's message.
 */
import { useId, useState, type FormEvent } from "react";
import { DataTable, DateField, DeleteButton, List, useCreate, useNotify, useRecordContext, useUpdate } from "react-admin";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import StraightenIcon from "@mui/icons-material/Straighten";
import { errorMessage } from "../graphql/request";
import { frameLabel, type FrameSizeRecord } from "../portfolio/types";

/** A typed number of centimetres, or null when the field is empty (the server judges the rest). */
const centimetres = (value: string): number | null => (value.trim() === "" ? null : Number(value));

const OUTER_HELP = "Outer size with the frame, in whole cm; width goes with the first number of the size";

/** Two number fields, outer width and height in centimetres. */
function OuterSizeFields(props: {
  width: string;
  height: string;
  onWidth: (v: string) => void;
  onHeight: (v: string) => void;
  tried: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  const field = {
    type: "number",
    size: "small",
    disabled: props.disabled,
    slotProps: { htmlInput: { min: 10, max: 300, step: 1, inputMode: "numeric", required: true } },
  } as const;
  return (
    <>
      <TextField
        {...field}
        label="Outer width (cm)"
        name="widthCm"
        placeholder="45"
        value={props.width}
        onChange={(e) => props.onWidth(e.target.value)}
        error={props.tried && !props.width.trim()}
        autoFocus={props.autoFocus}
        sx={{ flex: "0 1 180px" }}
      />
      <TextField
        {...field}
        label="Outer height (cm)"
        name="heightCm"
        placeholder="61"
        value={props.height}
        onChange={(e) => props.onHeight(e.target.value)}
        error={props.tried && !props.height.trim()}
        sx={{ flex: "0 1 180px" }}
      />
    </>
  );
}

function AddFrameSizeForm() {
  const [size, setSize] = useState("");
  const [name, setName] = useState("");
  const [width, setWidth] = useState("");
  const [height, setHeight] = useState("");
  const [tried, setTried] = useState(false);
  const [create, { isPending }] = useCreate();
  const notify = useNotify();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    const data = { size: size.trim().replace(/\s*[x×X]\s*/g, "x"), name: name.trim(), widthCm: centimetres(width), heightCm: centimetres(height) };
    setTried(true);
    if (!data.size || !data.name || data.widthCm === null || data.heightCm === null) {
      notify("Please enter the size, the frame name and its outer width and height", { type: "warning" });
      return;
    }
    void create(
      "FrameSize",
      { data },
      {
        onSuccess: () => {
          notify(`Frame size “${frameLabel(data)}” added`, { type: "success" });
          setSize("");
          setName("");
          setWidth("");
          setHeight("");
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
        <Box
          component="form"
          onSubmit={handleSubmit}
          noValidate
          aria-label="Add frame size"
          sx={{ display: "flex", gap: 2, alignItems: "flex-start", flexWrap: "wrap" }}
        >
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
          <OuterSizeFields width={width} height={height} onWidth={setWidth} onHeight={setHeight} tried={tried} disabled={isPending} />
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
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {OUTER_HELP}: a 12x18 print in a 5 cm mount and a 2.5 cm frame is 45 × 61 cm.
        </Typography>
      </CardContent>
    </Card>
  );
}

function OuterSize() {
  const record = useRecordContext<FrameSizeRecord>();
  if (!record) return null;
  if (record.widthCm == null || record.heightCm == null) return <Chip size="small" color="warning" label="Not measured" />;
  return (
    <Typography variant="body2" component="span" sx={{ fontVariantNumeric: "tabular-nums" }}>
      {record.widthCm} × {record.heightCm} cm
    </Typography>
  );
}

/** Corrects a frame's outer size (or gives one that was never measured). */
function EditOuterSizeButton() {
  const record = useRecordContext<FrameSizeRecord>();
  const [open, setOpen] = useState(false);
  const [width, setWidth] = useState("");
  const [height, setHeight] = useState("");
  const [error, setError] = useState("");
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const titleId = useId();
  if (!record) return null;
  const label = frameLabel(record);

  const start = () => {
    setWidth(record.widthCm == null ? "" : String(record.widthCm));
    setHeight(record.heightCm == null ? "" : String(record.heightCm));
    setError("");
    setOpen(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = { widthCm: centimetres(width), heightCm: centimetres(height) };
    if (data.widthCm === null || data.heightCm === null) {
      setError("Please enter the outer width and height");
      return;
    }
    void update(
      "FrameSize",
      { id: record.id, data, previousData: record },
      {
        mutationMode: "pessimistic",
        onSuccess: () => {
          notify(`Outer size of “${label}” saved: ${data.widthCm} × ${data.heightCm} cm`, { type: "success" });
          setOpen(false);
        },
        onError: (e) => setError(errorMessage(e, "Failed to save the outer size")),
      },
    );
  };

  return (
    <>
      <Button size="small" onClick={start} startIcon={<StraightenIcon />} aria-label={`Edit outer size of ${label}`}>
        Outer size
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>Outer size of {label}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{OUTER_HELP}.</DialogContentText>
            <Stack direction="row" spacing={2}>
              <OuterSizeFields width={width} height={height} onWidth={setWidth} onHeight={setHeight} tried={!!error} disabled={isPending} autoFocus />
            </Stack>
            {error && (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {error}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={isPending}>
              Save
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
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
          <DataTable.Col label="Outer size" disableSort>
            <OuterSize />
          </DataTable.Col>
          <DataTable.Col source="createdAt" label="Added" disableSort>
            <DateField source="createdAt" />
          </DataTable.Col>
          <DataTable.Col label="Actions" align="right">
            <EditOuterSizeButton />
            <DeleteFrameSizeButton />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  );
}
