/**
 * Business details (Settings › Business details): the business's public facts shown in the
 * storefront's footer, contact page and policies, and the rights every image carries (its embedded
 * copyright and licence, the watermark). Loaded with businessSettings, saved whole with
 * updateBusinessSettings. A change of the rights re-encodes every image on the server: while it
 * runs, the page shows 'Updating images: 132 of 480', read again every few seconds.
 */
import { useLoad } from "../layout/useLoad";
import { useEffect, useState, type FormEvent } from "react";
import { LoadState } from "../layout/LoadState";
import { Title, useDataProvider, useNotify } from "react-admin";
import { Alert, Box, Button, Card, CardContent, CardHeader, CircularProgress, LinearProgress, MenuItem, TextField, Typography } from "@mui/material";
import { GST_RATES, INDIAN_STATES } from "@shop/gst";
import SaveIcon from "@mui/icons-material/Save";
import StorefrontIcon from "@mui/icons-material/StorefrontOutlined";
import type { AdminDataProvider, BusinessSettingsRecord } from "../dataProvider";
import type { UpdateBusinessSettingsMutationVariables } from "../gql/graphql";
import { errorMessage } from "../graphql/request";
import { ChooseFileButton } from "../media/ChooseFileButton";

type Key = Exclude<keyof BusinessSettingsRecord, "imageUpdate" | "signatureImageId" | "__typename">;
type ImageUpdate = BusinessSettingsRecord["imageUpdate"];

interface FieldDef {
  key: Key;
  label: string;
  type?: "email" | "tel" | "url" | "number";
  /** A number field's step and bounds. */
  number?: { min: number; max: number; step: number };
  /** Text under the field; a function when it follows the form's values. */
  helper?: string | ((values: Record<Key, string>) => string);
  wide?: boolean;
  /** Visible lines of a long text (multiline from the start). */
  rows?: number;
  /** A choice among these instead of free text. */
  options?: { value: string; label: string }[];
}

/** The widths the site serves an image in (the server's VARIANT_WIDTHS), the widest set apart. */
const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920];

/**
 * Which of the served widths carry the watermark under the values in the form, so that a width
 * no image reaches is seen before saving (the server refuses it).
 */
function watermarkWidthsHelp(values: Record<Key, string>): string {
  const min = Number(values.watermarkMinWidth);
  const max = Number(values.maxVariantWidth);
  if (!Number.isInteger(min) || !Number.isInteger(max) || min <= 0 || max <= 0) return "Smaller images (cards, thumbnails) stay clean";
  if (min > max) return `Above the largest image width (${max} px): no image would carry the watermark`;
  const widths = [...VARIANT_WIDTHS.filter((w) => w < max), Math.min(max, 1920)].filter((w) => w >= min);
  const list = widths.length > 1 ? `${widths.slice(0, -1).join(", ")} and ${widths[widths.length - 1]} px` : `${widths[0]} px`;
  return `Carried by the ${list} images (an image narrower than ${min} px carries none); smaller ones stay clean`;
}

/** The fields in groups as the storefront uses them. */
const GROUPS: { title: string; fields: FieldDef[] }[] = [
  {
    title: "Business",
    fields: [
      { key: "name", label: "Business name", helper: "As shown in the header and footer" },
      { key: "legalName", label: "Legal name", helper: "As in the policies" },
      { key: "address", label: "Address", wide: true },
      { key: "addressTa", label: "Address in Tamil", helper: "Shown on the Tamil pages; empty: the English address", wide: true },
      { key: "city", label: "City" },
      { key: "cityTa", label: "City in Tamil", helper: "e.g. சென்னை, இந்தியா; empty: the English city" },
      { key: "email", label: "Email", type: "email" },
      { key: "phone", label: "Phone", type: "tel" },
    ],
  },
  {
    title: "Grievance officer",
    fields: [
      { key: "grievanceOfficerName", label: "Grievance officer name" },
      { key: "grievanceOfficerEmail", label: "Grievance officer email", type: "email" },
    ],
  },
  {
    title: "Social and credits",
    fields: [
      { key: "instagramUrl", label: "Instagram URL", type: "url", helper: "e.g. https://www.instagram.com/…" },
      { key: "instagramHandle", label: "Instagram handle", helper: "e.g. @chennaiwildlife" },
      { key: "facebookUrl", label: "Facebook URL", type: "url" },
      { key: "poweredBy", label: "Powered-by credit", helper: "The credit line at the foot of the site" },
    ],
  },
  {
    title: "Tax (GST)",
    fields: [
      { key: "gstin", label: "GSTIN", helper: "15 characters; leave empty when not registered (sales then get receipts)" },
      {
        key: "stateCode",
        label: "State",
        helper: "Where the business is registered: deliveries there are intra-state (CGST + SGST)",
        options: INDIAN_STATES.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` })),
      },
      { key: "hsnCode", label: "HSN code", helper: "4911: printed pictures and photographs" },
      {
        key: "gstRatePercent",
        label: "GST rate",
        helper: "Catalogue prices include it",
        options: GST_RATES.map((r) => ({ value: String(r), label: `${r} %` })),
      },
      { key: "invoicePrefix", label: "Invoice prefix", helper: "Letters and digits, at most 5: WBP → WBP/26-27/0001" },
    ],
  },
  {
    title: "Photo credits and licensing",
    fields: [
      { key: "copyrightHolder", label: "Copyright holder", helper: "Named in every photograph's copyright notice; empty: the legal name" },
      { key: "creator", label: "Photographer (creator)", helper: "Who made the photographs; empty: the photographer's name" },
      { key: "creditLine", label: "Credit line", helper: "How a licensed photograph is credited; empty: photographer / business name", wide: true },
      {
        key: "licensingText",
        label: "Licensing page text",
        helper: "The /licensing page: paragraphs separated by a blank line; a line starting with '# ' is a heading. Empty: the default text",
        wide: true,
        rows: 8,
      },
      {
        key: "licensingTextTa",
        label: "Licensing page text in Tamil",
        helper: "The Tamil page /ta/licensing, in the same form. Empty: the English text shows there",
        wide: true,
        rows: 8,
      },
    ],
  },
  {
    title: "Image rights and watermark",
    fields: [
      {
        key: "licensingUrl",
        label: "Licensing URL",
        type: "url",
        helper: "Embedded in every image as where to license it (Google Images shows it); empty: this site's /licensing page",
        wide: true,
      },
      { key: "watermarkText", label: "Watermark text", helper: "Drawn in a corner of the larger images; empty: no watermark" },
      {
        key: "watermarkPosition",
        label: "Watermark corner",
        options: [
          { value: "BOTTOM_RIGHT", label: "Bottom right" },
          { value: "BOTTOM_LEFT", label: "Bottom left" },
          { value: "TOP_RIGHT", label: "Top right" },
          { value: "TOP_LEFT", label: "Top left" },
        ],
      },
      { key: "watermarkOpacity", label: "Watermark opacity", type: "number", number: { min: 0.1, max: 0.6, step: 0.05 }, helper: "0.1 (faint) to 0.6" },
      {
        key: "watermarkMinWidth",
        label: "Watermark from width (px)",
        type: "number",
        number: { min: 320, max: 1920, step: 1 },
        helper: watermarkWidthsHelp,
      },
      {
        key: "maxVariantWidth",
        label: "Largest image width (px)",
        type: "number",
        number: { min: 320, max: 1920, step: 1 },
        helper: "The widest image the site serves, 1920 at most",
      },
    ],
  },
];

/** The number fields, sent as numbers. */
const NUMBERS: readonly Key[] = ["gstRatePercent", "watermarkOpacity", "watermarkMinWidth", "maxVariantWidth"];

/** How often the progress of the images' update is read while it runs. */
const PROGRESS_POLL_MS = 3000;

/**
 * Fields the server answers with their default when unset: sent only when changed, so that saving
 * the form does not turn a default (the legal name…) into a fixed value that no longer follows it.
 */
const DEFAULTED: readonly Key[] = ["copyrightHolder", "creator", "creditLine", "licensingText", "licensingTextTa", "licensingUrl"];

const KEYS = GROUPS.flatMap((g) => g.fields.map((f) => f.key));
const EMPTY = Object.fromEntries(KEYS.map((k) => [k, ""])) as Record<Key, string>;

export const BUSINESS_LOAD_FAILED = "Failed to load business details";

export function BusinessPage() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [values, setValues] = useState(EMPTY);
  const [saving, setSaving] = useState(false);
  const [loaded, setLoaded] = useState(EMPTY);
  const [imageUpdate, setImageUpdate] = useState<ImageUpdate | null>(null);
  // Issue 45: the signature the certificates of authenticity carry: the one saved (its id), or a file chosen to replace it, or removed.
  const [signatureId, setSignatureId] = useState<string | null>(null);
  const [signature, setSignature] = useState<{ file: File; url: string } | "remove" | null>(null);
  useEffect(() => () => void (signature && signature !== "remove" && URL.revokeObjectURL(signature.url)), [signature]);

  const fill = (record: BusinessSettingsRecord) => {
    setSignatureId(record.signatureImageId ?? null);
    setSignature(null);
    const filled = Object.fromEntries(KEYS.map((k) => [k, String(record[k] ?? "")])) as Record<Key, string>;
    setValues(filled);
    setLoaded(filled);
    setImageUpdate(record.imageUpdate);
  };

  // A given-up image ends its part of the job as a done one does (it is counted apart, never as done).
  const updating = imageUpdate != null && imageUpdate.done + imageUpdate.failed < imageUpdate.total;
  // While the images are re-encoded, their progress is read again every few seconds.
  useEffect(() => {
    if (!updating) return;
    const timer = setTimeout(() => {
      dataProvider.imageUpdate().then(
        ({ data }) => setImageUpdate(data),
        () => setImageUpdate((u) => (u ? { ...u } : u)),
      );
    }, PROGRESS_POLL_MS);
    return () => clearTimeout(timer);
  }, [dataProvider, imageUpdate, updating]);

  const { loading, failed: loadFailed, retry: load } = useLoad(() => dataProvider.getBusinessSettings().then(({ data }) => fill(data)), BUSINESS_LOAD_FAILED);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    try {
      const changed = (k: Key) => !DEFAULTED.includes(k) || values[k].trim() !== loaded[k].trim();
      const input = Object.fromEntries(
        KEYS.filter(changed).map((k) => [k, NUMBERS.includes(k) ? Number(values[k].trim()) : values[k].trim()]),
      ) as UpdateBusinessSettingsMutationVariables;
      if (signature === "remove") input.signatureImageId = "";
      else if (signature) input.signatureImageId = (await dataProvider.uploadMedia(signature.file)).data.id;
      const { data } = await dataProvider.updateBusinessSettings(input);
      fill(data);
      notify("Business details saved", { type: "success" });
    } catch (error) {
      notify(errorMessage(error, "Failed to save business details"), { type: "error" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Business details" />
      <Card sx={{ maxWidth: 900 }}>
        <CardHeader
          avatar={<StorefrontIcon color="primary" />}
          title="Business details"
          subheader="Shown in the site's footer, on the contact page and in the policies."
          slotProps={{ title: { variant: "h6", component: "h2" } }}
        />
        <CardContent sx={{ pt: 0 }}>
          <LoadState loading={loading} failed={loadFailed} loadingText="Loading business details..." failedText={BUSINESS_LOAD_FAILED} onRetry={load}>
            {updating && (
              <Alert severity="info" role="status" sx={{ mb: 3 }}>
                <Typography variant="body2" sx={{ mb: 1 }}>
                  Updating images: {imageUpdate.done} of {imageUpdate.total}
                  {imageUpdate.failed > 0 && ` (${imageUpdate.failed} could not be updated and keep their earlier variants)`}
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={(100 * (imageUpdate.done + imageUpdate.failed)) / Math.max(1, imageUpdate.total)}
                  aria-label={`Updating images: ${imageUpdate.done} of ${imageUpdate.total}`}
                />
              </Alert>
            )}
            {!updating && imageUpdate != null && imageUpdate.failed > 0 && (
              <Alert severity="warning" sx={{ mb: 3 }}>
                {imageUpdate.failed === 1 ? "1 image" : `${imageUpdate.failed} images`} could not be updated with the latest settings and keep their earlier
                variants (the original file is missing: upload the photograph again).
              </Alert>
            )}
            <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Business details" sx={{ display: "flex", flexDirection: "column", gap: 3 }}>
              {GROUPS.map((group) => (
                <Box component="fieldset" key={group.title} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
                  <Typography
                    component="legend"
                    variant="subtitle2"
                    color="text.secondary"
                    sx={{ mb: 1.5, textTransform: "uppercase", letterSpacing: 1, fontSize: 12 }}
                  >
                    {group.title}
                  </Typography>
                  <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
                    {group.fields.map((field) => (
                      <TextField
                        key={field.key}
                        label={field.label}
                        name={field.key}
                        type={field.type ?? "text"}
                        value={values[field.key]}
                        onChange={(e) => setValues((v) => ({ ...v, [field.key]: e.target.value }))}
                        helperText={typeof field.helper === "function" ? field.helper(values) : field.helper}
                        disabled={saving}
                        fullWidth
                        multiline={(field.wide && field.type !== "url") || Boolean(field.rows)}
                        slotProps={field.number ? { htmlInput: field.number } : undefined}
                        minRows={field.rows}
                        select={Boolean(field.options)}
                        sx={{ gridColumn: field.wide ? "1 / -1" : undefined }}
                      >
                        {field.options?.map((o) => (
                          <MenuItem key={o.value} value={o.value}>
                            {o.label}
                          </MenuItem>
                        ))}
                      </TextField>
                    ))}
                  </Box>
                </Box>
              ))}
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
                <Typography
                  component="legend"
                  variant="subtitle2"
                  color="text.secondary"
                  sx={{ mb: 1.5, textTransform: "uppercase", letterSpacing: 1, fontSize: 12 }}
                >
                  Certificates of authenticity
                </Typography>
                <Box sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap" }}>
                  {signature && signature !== "remove" && (
                    <Box
                      component="img"
                      src={signature.url}
                      alt="The signature chosen"
                      sx={{ height: 64, maxWidth: 240, objectFit: "contain", bgcolor: "#fff", border: 1, borderColor: "divider", borderRadius: 1 }}
                    />
                  )}
                  <Typography variant="body2" color="text.secondary" role="status">
                    {signature === "remove"
                      ? "The signature will be removed when you save"
                      : signature
                        ? `${signature.file.name}: saved with the business details`
                        : signatureId
                          ? "The certificates carry the signature image saved"
                          : "No signature image: the certificates carry none"}
                  </Typography>
                  <ChooseFileButton
                    label="Signature image"
                    name="signature"
                    disabled={saving}
                    onChange={(event) => {
                      const file = event.target.files?.[0];
                      event.target.value = "";
                      if (!file) return;
                      if (!file.type.startsWith("image/")) return void notify(`Only image files can be used (skipped: ${file.name})`, { type: "warning" });
                      setSignature({ file, url: URL.createObjectURL(file) });
                    }}
                  >
                    {signatureId || signature ? "Choose another signature" : "Choose signature image"}
                  </ChooseFileButton>
                  {(signatureId || (signature && signature !== "remove")) && signature !== "remove" && (
                    <Button color="error" disabled={saving} onClick={() => setSignature(signatureId ? "remove" : null)}>
                      Remove signature
                    </Button>
                  )}
                </Box>
                <Typography variant="caption" color="text.secondary" sx={{ display: "block", mt: 1 }}>
                  Drawn on every certificate of a limited edition print; a PNG with a transparent background looks best.
                </Typography>
              </Box>
              <Box>
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  disabled={saving}
                  startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}
                >
                  {saving ? "Saving..." : "Save business details"}
                </Button>
              </Box>
            </Box>
          </LoadState>
        </CardContent>
      </Card>
    </Box>
  );
}
