/**
 * The Add Item form and its update mode (spec admin §2 "Add Item tab", §4 "Portfolio item form",
 * §5 "Portfolio item"): title, description, category, subcategory (loaded when the category
 * changes, disabled until one is chosen), the image (uploaded first, with a progress bar; optional
 * only when updating), a checkbox per frame size with a price in rupees for each ticked one, and a
 * live preview of the shop's card, and its search words (issue 46). Prices go to the API as integer
 * paise.
 */
import { useEffect, useMemo, useState, type ChangeEvent, type FormEvent } from "react";
import { Link, useDataProvider, useGetList, useNotify, useRedirect } from "react-admin";
import { useQueryClient } from "@tanstack/react-query";
import {
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  InputAdornment,
  LinearProgress,
  MenuItem,
  TextField,
  Typography,
} from "@mui/material";
import SaveIcon from "@mui/icons-material/Save";
import { ChooseFileButton } from "../media/ChooseFileButton";
import type { AdminDataProvider } from "../dataProvider";
import { errorMessage } from "../graphql/request";
import { LanguageTabs, TamilTextField } from "../lib/LanguageTabs";
import { SearchWordsInput } from "../lib/SearchWordsInput";
import { paiseToInput, parseRupees } from "./money";
import { PortfolioPreview, type PreviewFrame } from "./PortfolioPreview";
import { frameLabel, type FrameSizeRecord, type PortfolioItemRecord, type ShopCategoryRecord, type ShopSubcategoryRecord } from "./types";

/** Spec admin §5, word for word. */
export const INCOMPLETE_PORTFOLIO_ITEM = "Please fill all fields and set price for each selected frame size";

/** The server's bounds of an edition (shop.service.ts). */
const EDITION_MAX_SIZE = 500;
const EDITION_MAX_PROOFS = 5;
const PAPER_MAX = 80;

const ALL = { page: 1, perPage: 200 } as const;

const formatSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

export function PortfolioForm({ record }: { record?: PortfolioItemRecord }) {
  const editing = Boolean(record);
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();

  const [title, setTitle] = useState(record?.title ?? "");
  const [description, setDescription] = useState(record?.description ?? "");
  const [titleTa, setTitleTa] = useState(record?.titleTa ?? "");
  const [descriptionTa, setDescriptionTa] = useState(record?.descriptionTa ?? "");
  const [categoryId, setCategoryId] = useState(record ? String(record.categoryId) : "");
  const [subcategoryId, setSubcategoryId] = useState(record ? String(record.subcategoryId) : "");
  const [file, setFile] = useState<File | null>(null);
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  /** Ticked frame sizes and the price typed for each (rupees, as typed). */
  const [prices, setPrices] = useState<Record<string, string>>(() =>
    Object.fromEntries((record?.frames ?? []).map((f) => [String(f.frameSizeId), paiseToInput(f.pricePaise)])),
  );
  // Issue 45: a limited edition (set once, then only lowered; closing is final).
  const current = record?.edition ?? null;
  const [limited, setLimited] = useState(current !== null);
  const [editionSize, setEditionSize] = useState(current ? String(current.size) : "");
  const [artistProofs, setArtistProofs] = useState(String(current?.artistProofs ?? 0));
  const [editionClosed, setEditionClosed] = useState(current?.closed ?? false);
  const [paper, setPaper] = useState(record?.paper ?? "");
  const [searchKeywords, setSearchKeywords] = useState<string[]>(record?.searchKeywords ?? []);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState("");
  const [tried, setTried] = useState(false);

  useEffect(
    () => () => {
      if (fileUrl) URL.revokeObjectURL(fileUrl);
    },
    [fileUrl],
  );

  const { data: frameSizes = [], isPending: framesPending } = useGetList<FrameSizeRecord>(
    "FrameSize",
    { pagination: ALL, sort: { field: "position", order: "ASC" } },
    { onError: () => notify("Failed to load frame sizes", { type: "error" }) },
  );
  const { data: categories = [] } = useGetList<ShopCategoryRecord>(
    "ShopCategory",
    { pagination: ALL, sort: { field: "name", order: "ASC" } },
    { onError: () => notify("Failed to load categories", { type: "error" }) },
  );
  // allShopSubcategories(filter: { categoryId }), asked again whenever the category changes.
  const { data: subcategories = [], isFetching: subcategoriesLoading } = useGetList<ShopSubcategoryRecord>(
    "ShopSubcategory",
    { pagination: ALL, sort: { field: "name", order: "ASC" }, filter: { categoryId } },
    { enabled: Boolean(categoryId), onError: () => notify("Failed to load subcategories", { type: "error" }) },
  );

  /** The ticked frames in frame-size order: the first is the print's default and base price. */
  const chosen = useMemo(() => frameSizes.filter((f) => String(f.id) in prices), [frameSizes, prices]);
  const previewFrames: PreviewFrame[] = chosen.map((f) => ({
    id: String(f.id),
    size: f.size,
    name: f.name,
    pricePaise: parseRupees(prices[String(f.id)] ?? ""),
  }));

  const imageUrl = fileUrl ?? record?.image?.url ?? null;
  const missing = {
    title: !title.trim(),
    description: !description.trim(),
    category: !categoryId,
    subcategory: !subcategoryId,
    frames: chosen.length === 0,
    image: !file && !(editing && record?.imageId),
  };
  const taken = current ? current.sold + current.reserved : 0;
  const sizeNumber = Number(editionSize);
  const proofsNumber = Number(artistProofs);
  const sizeProblem = !limited
    ? null
    : !/^\d+$/.test(editionSize) || sizeNumber < 1 || sizeNumber > EDITION_MAX_SIZE
      ? `A whole number from 1 to ${EDITION_MAX_SIZE}`
      : current && sizeNumber > current.size
        ? `Can never be raised above ${current.size}`
        : current && sizeNumber < taken
          ? `At least ${taken}: the prints sold and reserved`
          : null;
  const proofsProblem = limited && (!/^\d+$/.test(artistProofs) || proofsNumber > EDITION_MAX_PROOFS) ? `A whole number from 0 to ${EDITION_MAX_PROOFS}` : null;

  /** Spec §4: changing the chosen frames keeps existing prices and blanks the new ones. */
  function toggleFrame(id: string, ticked: boolean) {
    setPrices((current) => {
      const next = { ...current };
      if (ticked) next[id] = current[id] ?? "";
      else delete next[id];
      return next;
    });
  }

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    event.target.value = "";
    if (!picked) return;
    if (!picked.type.startsWith("image/")) {
      notify(`Only image files can be used (skipped: ${picked.name})`, { type: "warning" });
      return;
    }
    setFile(picked);
    setFileUrl(URL.createObjectURL(picked));
    setProgress(null);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setTried(true);
    const framePrices = chosen.map((f) => ({ frameSizeId: String(f.id), pricePaise: parseRupees(prices[String(f.id)] ?? "") }));
    if (Object.values(missing).some(Boolean) || framePrices.some((f) => f.pricePaise === null)) {
      notify(INCOMPLETE_PORTFOLIO_ITEM, { type: "error" });
      return;
    }
    if (sizeProblem || proofsProblem) {
      notify(`Limited edition: ${sizeProblem ?? proofsProblem}`, { type: "error" });
      return;
    }
    const edition = limited ? { editionSize: sizeNumber, artistProofs: proofsNumber, ...(editing ? { editionClosed: editionClosed || null } : {}) } : {};
    const input = {
      title: title.trim(),
      description: description.trim(),
      titleTa: titleTa.trim() || null,
      descriptionTa: descriptionTa.trim() || null,
      // Blank clears it: the certificates then leave the line out.
      paper: paper.trim() || null,
      // Sent always: [] clears them.
      searchKeywords,
      categoryId,
      subcategoryId,
      framePrices: framePrices.map((f) => ({ frameSizeId: f.frameSizeId, pricePaise: f.pricePaise as number })),
      ...edition,
    };

    setSaving(true);
    try {
      let imageId: string | undefined;
      if (file) {
        setStatus("Uploading image...");
        setProgress(0);
        imageId = (await dataProvider.uploadMedia(file, setProgress)).data.id;
      }
      setStatus("Saving...");
      if (record) {
        await dataProvider.updatePortfolioItem(String(record.id), { ...input, ...(imageId ? { imageId } : {}) });
        notify("Portfolio item updated", { type: "success" });
      } else {
        await dataProvider.createPortfolioItem({ ...input, imageId: imageId as string });
        notify("Portfolio item added", { type: "success" });
      }
      // Saved by the form's own mutations, which react-admin's cache knows nothing of: the prints it
      // holds are dropped, so the list and this form, opened again, read what was saved (an edition's
      // counts, a new title) rather than start from the record as it was.
      queryClient.removeQueries({ queryKey: ["PortfolioItem"] });
      redirect("list", "PortfolioItem");
    } catch (error) {
      notify(errorMessage(error, "Failed to save ad"), { type: "error" });
      setProgress(null);
    } finally {
      setSaving(false);
    }
  }

  const submitLabel = editing ? "Update Portfolio Item" : "Add to Portfolio";

  return (
    <Box sx={{ display: "flex", gap: 4, p: { xs: 2, md: 3 }, alignItems: "flex-start", flexWrap: { xs: "wrap", lg: "nowrap" } }}>
      <Box
        component="form"
        onSubmit={handleSubmit}
        noValidate
        aria-label={editing ? "Update portfolio item" : "Add portfolio item"}
        sx={{ flex: "1 1 520px", minWidth: 0, display: "flex", flexDirection: "column", gap: 2.5 }}
      >
        <Typography variant="body2" color="text.secondary">
          Title, description, category, subcategory, {editing ? "" : "an image, "}at least one frame size and a price for each chosen frame size are required.
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
                label="Description"
                name="description"
                value={description}
                onChange={(e) => setDescription(e.target.value)}
                error={tried && missing.description}
                disabled={saving}
                multiline
                minRows={3}
                fullWidth
                slotProps={{ htmlInput: { maxLength: 2000 } }}
              />
            </>
          }
          tamil={
            <>
              <TamilTextField label="Title in Tamil" name="titleTa" value={titleTa} onChange={setTitleTa} disabled={saving} maxLength={200} />
              <TamilTextField
                label="Description in Tamil"
                name="descriptionTa"
                value={descriptionTa}
                onChange={setDescriptionTa}
                disabled={saving}
                multiline
                minRows={3}
                maxLength={2000}
              />
            </>
          }
        />
        <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
          <TextField
            select
            label="Category"
            name="categoryId"
            value={categories.some((c) => String(c.id) === categoryId) ? categoryId : ""}
            onChange={(e) => {
              setCategoryId(e.target.value);
              setSubcategoryId("");
            }}
            error={tried && missing.category}
            disabled={saving}
            helperText={categories.length === 0 ? "Add shop categories first (Shop Categories)" : " "}
            sx={{ flex: "1 1 220px" }}
          >
            {categories.map((c) => (
              <MenuItem key={c.id} value={String(c.id)}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Subcategory"
            name="subcategoryId"
            value={subcategories.some((s) => String(s.id) === subcategoryId) ? subcategoryId : ""}
            onChange={(e) => setSubcategoryId(e.target.value)}
            error={tried && missing.subcategory}
            disabled={saving || !categoryId}
            helperText={
              !categoryId
                ? "Choose a category first"
                : subcategoriesLoading
                  ? "Loading subcategories..."
                  : subcategories.length === 0
                    ? "This category has no subcategories yet"
                    : " "
            }
            sx={{ flex: "1 1 220px" }}
          >
            {subcategories.map((s) => (
              <MenuItem key={s.id} value={String(s.id)}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
        </Box>

        <FormControl error={tried && missing.image} component="fieldset" sx={{ gap: 1 }}>
          <FormLabel component="legend" sx={{ mb: 1 }}>
            Image{editing ? " (optional: choose one only to replace the current photograph)" : ""}
          </FormLabel>
          <Box
            sx={{
              display: "flex",
              gap: 2,
              alignItems: "center",
              flexWrap: "wrap",
              border: "2px dashed",
              borderColor: tried && missing.image ? "error.main" : "divider",
              borderRadius: 2,
              p: 2,
            }}
          >
            {imageUrl && (
              <Box
                component="img"
                src={imageUrl}
                alt={file ? `Preview of ${file.name}` : `Current image of ${record?.title ?? "the print"}`}
                sx={{ width: 120, height: 90, objectFit: "cover", borderRadius: 1, bgcolor: "#1a1a1a", display: "block" }}
              />
            )}
            <Box sx={{ display: "flex", flexDirection: "column", gap: 0.5, minWidth: 200, flex: 1 }}>
              <Box>
                <ChooseFileButton label="Image" name="image" disabled={saving} onChange={chooseFile}>
                  {imageUrl ? "Choose another image" : "Choose image"}
                </ChooseFileButton>
              </Box>
              <Typography variant="caption" color="text.secondary">
                {file ? `${file.name}, ${formatSize(file.size)}` : editing ? "The current photograph stays unless you choose another." : "JPEG, PNG or WebP."}
              </Typography>
              {progress !== null && (
                <LinearProgress
                  variant="determinate"
                  value={Math.round(progress * 100)}
                  color={progress >= 1 ? "success" : "secondary"}
                  aria-label="Uploading image"
                  sx={{ height: 6, borderRadius: 3, maxWidth: 320 }}
                />
              )}
            </Box>
          </Box>
        </FormControl>

        <FormControl component="fieldset" error={tried && missing.frames}>
          <FormLabel component="legend" sx={{ mb: 1 }}>
            Frame sizes and prices
          </FormLabel>
          {framesPending ? (
            <CircularProgress size={20} />
          ) : frameSizes.length === 0 ? (
            <FormHelperText>No frame sizes yet: add them under Shop setup › Frame Sizes.</FormHelperText>
          ) : (
            <Box sx={{ display: "grid", gap: 1 }}>
              {frameSizes.map((frame) => {
                const id = String(frame.id);
                const ticked = id in prices;
                const label = frameLabel(frame);
                const value = prices[id] ?? "";
                const invalid = ticked && tried && parseRupees(value) === null;
                return (
                  <Box key={id} sx={{ display: "flex", alignItems: "center", gap: 2, minHeight: 48, flexWrap: "wrap" }}>
                    <FormControlLabel
                      control={<Checkbox checked={ticked} onChange={(e) => toggleFrame(id, e.target.checked)} disabled={saving} />}
                      label={label}
                      sx={{ flex: "0 0 260px", mr: 0 }}
                    />
                    {ticked && (
                      <TextField
                        label="Price"
                        size="small"
                        value={value}
                        placeholder="0.00"
                        onChange={(e) => setPrices((current) => ({ ...current, [id]: e.target.value }))}
                        onBlur={() => {
                          const paise = parseRupees(value);
                          if (paise !== null) setPrices((current) => ({ ...current, [id]: paiseToInput(paise) }));
                        }}
                        error={invalid}
                        helperText={invalid ? "A positive amount, at most 2 decimals" : undefined}
                        disabled={saving}
                        sx={{ width: 200 }}
                        slotProps={{
                          input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
                          htmlInput: { inputMode: "decimal", "aria-label": `Price for ${label} in rupees` },
                        }}
                      />
                    )}
                  </Box>
                );
              })}
            </Box>
          )}
        </FormControl>

        <SearchWordsInput value={searchKeywords} onChange={setSearchKeywords} disabled={saving} />

        <TextField
          label="Paper"
          name="paper"
          value={paper}
          onChange={(e) => setPaper(e.target.value)}
          disabled={saving}
          placeholder="e.g. Hahnemühle Photo Rag 308 gsm"
          helperText={`Printed on the certificate; optional, at most ${PAPER_MAX} characters`}
          fullWidth
          slotProps={{ htmlInput: { maxLength: PAPER_MAX } }}
        />

        <FormControl component="fieldset">
          <FormLabel component="legend" sx={{ mb: 1 }}>
            Limited edition
          </FormLabel>
          <FormControlLabel
            control={<Checkbox checked={limited} onChange={(e) => setLimited(e.target.checked)} disabled={saving || current !== null} />}
            label={current ? "Sold as a limited edition (for good: an edition is a promise)" : "Sell as a numbered limited edition, across all its frame sizes"}
          />
          {limited && (
            <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", alignItems: "flex-start", mt: 1 }}>
              <TextField
                label="Edition size"
                name="editionSize"
                size="small"
                value={editionSize}
                onChange={(e) => setEditionSize(e.target.value.trim())}
                error={tried && sizeProblem !== null}
                helperText={sizeProblem ?? (current ? `Can only be lowered, to at least ${taken}` : "1 to 500 prints; it can never be raised")}
                disabled={saving || editionClosed}
                sx={{ width: 260 }}
                slotProps={{ htmlInput: { inputMode: "numeric" } }}
              />
              <TextField
                label="Artist's proofs"
                name="artistProofs"
                size="small"
                value={artistProofs}
                onChange={(e) => setArtistProofs(e.target.value.trim())}
                error={tried && proofsProblem !== null}
                helperText={proofsProblem ?? "0 to 5, never sold"}
                disabled={saving}
                sx={{ width: 160 }}
                slotProps={{ htmlInput: { inputMode: "numeric" } }}
              />
              {current && (
                <FormControlLabel
                  control={<Checkbox checked={editionClosed} onChange={(e) => setEditionClosed(e.target.checked)} disabled={saving || current.closed} />}
                  label={current.closed ? "Closed: no more sales" : "Close the edition now (no more sales; final)"}
                />
              )}
            </Box>
          )}
          {current && record && (
            <FormHelperText component="div">
              {current.closed ? "Closed" : `${current.remaining} of ${current.size} left`} · {current.sold} sold · {current.reserved} reserved by orders
              awaiting payment · <Link to={`/PortfolioItem/${record.id}/edition`}>Edition ledger</Link>
            </FormHelperText>
          )}
        </FormControl>

        <Box sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap" }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={saving}
            startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}
          >
            {submitLabel}
          </Button>
          {saving && (
            <Typography variant="body2" color="text.secondary" role="status">
              {status}
            </Typography>
          )}
        </Box>
      </Box>

      <Box sx={{ flex: "0 0 320px", width: 320, position: { lg: "sticky" }, top: { lg: 80 } }}>
        <PortfolioPreview imageUrl={imageUrl} title={title.trim()} description={description.trim()} frames={previewFrames} />
      </Box>
    </Box>
  );
}
