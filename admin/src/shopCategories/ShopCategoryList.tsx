/**
 * Shop categories and their subcategories (spec admin §3 "Category master", "Subcategory"): the
 * categories prints are sold under, each with its subcategories. Add a category, add a subcategory
 * to a category, and delete either; every delete asks first, and a refusal (CONFLICT while prints
 * still use it) shows the server's message.
 */
import { useRef, useState, type FormEvent, type RefObject } from "react";
import { Confirm, DataTable, DateField, DeleteButton, List, useCreate, useDelete, useGetList, useNotify, useRecordContext, useRefresh } from "react-admin";
import { Box, Button, Card, CardContent, CircularProgress, IconButton, MenuItem, TextField, Tooltip, Typography } from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import CloseIcon from "@mui/icons-material/Close";
import PlaylistAddIcon from "@mui/icons-material/PlaylistAdd";
import { errorMessage } from "../graphql/request";
import type { ShopCategoryRecord, ShopSubcategoryRecord } from "../portfolio/types";

const formSx = { display: "flex", gap: 2, alignItems: "flex-start", flexWrap: "wrap" } as const;

function AddCategoryForm() {
  const [name, setName] = useState("");
  const [nameTa, setNameTa] = useState("");
  const [create, { isPending }] = useCreate();
  const notify = useNotify();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    // As the other masters (spec §5): trimmed, and a blank submission is ignored.
    if (!trimmed || isPending) return;
    void create(
      "ShopCategory",
      { data: { name: trimmed, nameTa: nameTa.trim() || null } },
      {
        onSuccess: () => {
          notify(`Category “${trimmed}” added`, { type: "success" });
          setName("");
          setNameTa("");
        },
        onError: (error) => notify(errorMessage(error, "Failed to add"), { type: "error" }),
      },
    );
  }

  return (
    <Box component="form" onSubmit={handleSubmit} noValidate aria-label="Add shop category" sx={formSx}>
      <TextField
        label="Category name"
        name="name"
        placeholder="Birds of Prey"
        value={name}
        onChange={(e) => setName(e.target.value)}
        size="small"
        sx={{ flex: "1 1 240px", maxWidth: 360 }}
        slotProps={{ htmlInput: { maxLength: 120, required: true } }}
        disabled={isPending}
      />
      <TextField
        label="Name in Tamil"
        name="nameTa"
        value={nameTa}
        onChange={(e) => setNameTa(e.target.value)}
        size="small"
        helperText="Optional: the Tamil pages show it in place of the English name"
        sx={{ flex: "1 1 240px", maxWidth: 360 }}
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
        Add Category
      </Button>
    </Box>
  );
}

function AddSubcategoryForm({
  categoryId,
  onCategoryChange,
  nameRef,
}: {
  categoryId: string;
  onCategoryChange: (id: string) => void;
  nameRef: RefObject<HTMLInputElement | null>;
}) {
  const [name, setName] = useState("");
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { data: categories = [] } = useGetList<ShopCategoryRecord>(
    "ShopCategory",
    { pagination: { page: 1, perPage: 200 }, sort: { field: "name", order: "ASC" } },
    { onError: () => notify("Failed to load categories", { type: "error" }) },
  );

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (isPending) return;
    if (!categoryId || !trimmed) {
      notify("Choose a category and enter the subcategory name", { type: "warning" });
      return;
    }
    const category = categories.find((c) => String(c.id) === categoryId);
    void create(
      "ShopSubcategory",
      { data: { categoryId, name: trimmed } },
      {
        onSuccess: () => {
          notify(`Subcategory “${trimmed}” added to “${category?.name ?? "the category"}”`, { type: "success" });
          setName("");
          refresh();
        },
        onError: (error) => notify(errorMessage(error, "Failed to add"), { type: "error" }),
      },
    );
  }

  return (
    <Box component="form" onSubmit={handleSubmit} noValidate aria-label="Add subcategory" sx={formSx}>
      <TextField
        select
        label="Category"
        name="categoryId"
        value={categoryId}
        onChange={(e) => onCategoryChange(e.target.value)}
        size="small"
        sx={{ flex: "0 1 240px", minWidth: 200 }}
        disabled={isPending || categories.length === 0}
        helperText={categories.length === 0 ? "Add a category first" : " "}
      >
        {categories.map((c) => (
          <MenuItem key={c.id} value={String(c.id)}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Subcategory name"
        name="subcategoryName"
        placeholder="Eagles"
        value={name}
        onChange={(e) => setName(e.target.value)}
        inputRef={nameRef}
        size="small"
        sx={{ flex: "1 1 240px", maxWidth: 360 }}
        slotProps={{ htmlInput: { maxLength: 120, required: true } }}
        helperText=" "
        disabled={isPending}
      />
      <Button
        type="submit"
        variant="contained"
        startIcon={isPending ? <CircularProgress size={16} color="inherit" /> : <AddIcon />}
        disabled={isPending}
        sx={{ height: 40 }}
      >
        Add Subcategory
      </Button>
    </Box>
  );
}

function Subcategories() {
  const record = useRecordContext<ShopCategoryRecord>();
  const [pending, setPending] = useState<ShopSubcategoryRecord | null>(null);
  const [deleteOne, { isPending }] = useDelete();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  const subcategories = [...(record.subcategories ?? [])].sort((a, b) => a.name.localeCompare(b.name));

  function confirmDelete() {
    if (!pending) return;
    const gone = pending;
    void deleteOne(
      "ShopSubcategory",
      { id: gone.id, previousData: gone },
      {
        mutationMode: "pessimistic",
        onSuccess: () => {
          notify(`Subcategory “${gone.name}” deleted from “${record?.name}”`, { type: "success" });
          setPending(null);
          refresh();
        },
        onError: (error) => {
          notify(errorMessage(error, "Failed to delete"), { type: "error" });
          setPending(null);
        },
      },
    );
  }

  return (
    <>
      {subcategories.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No subcategories yet
        </Typography>
      ) : (
        <Box component="ul" aria-label={`Subcategories of ${record.name}`} sx={{ listStyle: "none", p: 0, m: 0, display: "flex", gap: 0.75, flexWrap: "wrap" }}>
          {subcategories.map((sub) => (
            <Box
              component="li"
              key={sub.id}
              sx={{
                display: "inline-flex",
                alignItems: "center",
                border: 1,
                borderColor: "divider",
                borderRadius: 4,
                pl: 1.25,
                pr: 0.25,
                py: 0.125,
                bgcolor: "background.paper",
              }}
            >
              <Typography variant="body2" component="span">
                {sub.name}
              </Typography>
              <Tooltip title="Delete this subcategory">
                <IconButton size="small" aria-label={`Delete subcategory ${sub.name}`} onClick={() => setPending(sub)} sx={{ ml: 0.25, p: 0.25 }}>
                  <CloseIcon sx={{ fontSize: 16 }} />
                </IconButton>
              </Tooltip>
            </Box>
          ))}
        </Box>
      )}
      <Confirm
        isOpen={pending !== null}
        loading={isPending}
        title={`Delete subcategory “${pending?.name ?? ""}”?`}
        content={`The subcategory “${pending?.name ?? ""}” will be removed from “${record.name}”. A subcategory that prints are still filed under cannot be deleted.`}
        confirm="Delete"
        confirmColor="warning"
        onConfirm={confirmDelete}
        onClose={() => !isPending && setPending(null)}
      />
    </>
  );
}

function CategoryActions({ onAddSubcategory }: { onAddSubcategory: (categoryId: string) => void }) {
  const record = useRecordContext<ShopCategoryRecord>();
  const notify = useNotify();
  if (!record) return null;
  const count = record.subcategories?.length ?? 0;
  return (
    <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end", flexWrap: "wrap" }}>
      <Button size="small" startIcon={<PlaylistAddIcon />} aria-label={`New subcategory in ${record.name}`} onClick={() => onAddSubcategory(String(record.id))}>
        New subcategory
      </Button>
      <DeleteButton
        mutationMode="pessimistic"
        redirect={false}
        label="Delete"
        aria-label={`Delete category ${record.name}`}
        confirmTitle={`Delete category “${record.name}”?`}
        confirmContent={
          count > 0
            ? `The category “${record.name}” and its ${count} ${count === 1 ? "subcategory" : "subcategories"} will be removed. A category that prints are still filed under cannot be deleted.`
            : `The category “${record.name}” will be removed. A category that prints are still filed under cannot be deleted.`
        }
        mutationOptions={{
          onSuccess: () => notify(`Category “${record.name}” deleted`, { type: "success" }),
          onError: (error) => notify(errorMessage(error, "Failed to delete"), { type: "error" }),
        }}
      />
    </Box>
  );
}

export function ShopCategoryList() {
  const notify = useNotify();
  const [subcategoryFor, setSubcategoryFor] = useState("");
  const nameRef = useRef<HTMLInputElement | null>(null);
  const formRef = useRef<HTMLDivElement | null>(null);

  function startSubcategory(categoryId: string) {
    setSubcategoryFor(categoryId);
    formRef.current?.scrollIntoView({ behavior: "smooth", block: "center" });
    // After the select has taken the value.
    setTimeout(() => nameRef.current?.focus(), 0);
  }

  return (
    <>
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            Add Category
          </Typography>
          <AddCategoryForm />
          <Box ref={formRef}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 2.5, mb: 1 }}>
              Add Subcategory
            </Typography>
            <AddSubcategoryForm categoryId={subcategoryFor} onCategoryChange={setSubcategoryFor} nameRef={nameRef} />
          </Box>
        </CardContent>
      </Card>
      <List
        resource="ShopCategory"
        title="Shop Categories"
        sort={{ field: "name", order: "ASC" }}
        perPage={50}
        exporter={false}
        actions={false}
        empty={false}
        queryOptions={{ onError: () => notify("Failed to load categories", { type: "error" }) }}
        sx={{ "& .RaList-main": { mt: 0 } }}
      >
        <DataTable bulkActionButtons={false} rowClick={false} size="small">
          <DataTable.Col source="name" label="Category" sx={{ fontWeight: 500, whiteSpace: "nowrap" }} />
          <DataTable.Col source="nameTa" label="In Tamil" disableSort />
          <DataTable.Col label="Subcategories" disableSort>
            <Subcategories />
          </DataTable.Col>
          <DataTable.Col source="createdAt" label="Added" disableSort>
            <DateField source="createdAt" />
          </DataTable.Col>
          <DataTable.Col label="Actions" align="right">
            <CategoryActions onAddSubcategory={startSubcategory} />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  );
}
