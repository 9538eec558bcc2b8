/**
 * Issue 30: the owner's content in English and Tamil. A form's translatable fields sit in two tabs,
 * "English" (the fields as they were) and "Tamil" (the optional Tamil ones: empty shows the English
 * on the Tamil pages). Only the chosen tab's fields are drawn (a label is never found twice); the form
 * keeps what the other tab holds (its state, or react-hook-form's values, outlive the inputs).
 */
import { useId, useState, type ReactNode } from "react";
import { Box, Tab, Tabs, TextField, Typography, type TextFieldProps } from "@mui/material";

export function LanguageTabs({ english, tamil }: { english: ReactNode; tamil: ReactNode }) {
  const [tab, setTab] = useState(0);
  const id = useId();
  return (
    <Box>
      <Tabs value={tab} onChange={(_e, value: number) => setTab(value)} aria-label="Language of the content" sx={{ borderBottom: 1, borderColor: "divider" }}>
        {["English", "Tamil"].map((label, i) => (
          <Tab key={label} label={label} id={`${id}-tab-${i}`} aria-controls={tab === i ? `${id}-panel-${i}` : undefined} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`} sx={{ pt: 2.5, display: "flex", flexDirection: "column", gap: 2.5 }}>
        {tab === 1 && (
          <Typography variant="body2" color="text.secondary">
            Optional. The Tamil pages (under /ta) show these where they are filled in, and the English otherwise.
          </Typography>
        )}
        {tab === 0 ? english : tamil}
      </Box>
    </Box>
  );
}

/** A form's own-state text field for a Tamil value: marked `lang="ta"`, never required, the form's width. */
export function TamilTextField({
  value,
  onChange,
  maxLength,
  ...rest
}: Omit<TextFieldProps, "value" | "onChange" | "slotProps"> & { value: string; onChange: (value: string) => void; maxLength?: number }) {
  return <TextField {...rest} value={value} onChange={(e) => onChange(e.target.value)} fullWidth slotProps={{ htmlInput: { maxLength, lang: "ta" } }} />;
}
