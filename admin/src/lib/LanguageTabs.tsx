/**
 * Issue 30: the owner's content in English and Tamil. A form's translatable fields sit in two tabs,
 * "English" (the fields as they were) and "Tamil" (the optional Tamil ones: empty shows the English
 * on the Tamil pages). Both panels stay mounted, so the form keeps and submits what either holds.
 */
import { useId, useState, type ReactNode } from "react";
import { Box, Tab, Tabs, Typography } from "@mui/material";

export function LanguageTabs({ english, tamil }: { english: ReactNode; tamil: ReactNode }) {
  const [tab, setTab] = useState(0);
  const id = useId();
  const panels = [english, tamil];
  return (
    <Box>
      <Tabs value={tab} onChange={(_e, value: number) => setTab(value)} aria-label="Language of the content" sx={{ borderBottom: 1, borderColor: "divider" }}>
        {["English", "Tamil"].map((label, i) => (
          <Tab key={label} label={label} id={`${id}-tab-${i}`} aria-controls={`${id}-panel-${i}`} />
        ))}
      </Tabs>
      {panels.map((panel, i) => (
        <Box
          key={i}
          role="tabpanel"
          id={`${id}-panel-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          hidden={tab !== i}
          sx={{ pt: 2.5, display: tab === i ? "flex" : "none", flexDirection: "column", gap: 2.5 }}
        >
          {i === 1 && (
            <Typography variant="body2" color="text.secondary">
              Optional. The Tamil pages (under /ta) show these where they are filled in, and the English otherwise.
            </Typography>
          )}
          {panel}
        </Box>
      ))}
    </Box>
  );
}
