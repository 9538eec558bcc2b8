/**
 * The ten recovery codes, shown once (issue 47): the server keeps only their hashes. Copy or download
 * them; only 'I have kept them' closes the dialog, as a tap outside would lose them for ever.
 */
import { useId } from "react";
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from "@mui/material";
import { BUSINESS_NAME } from "../layout/brand";

export function RecoveryCodesDialog(props: { codes: string[]; username: string; onClose: () => void }) {
  const titleId = useId();
  const text = props.codes.join("\n");
  const download = () => {
    const url = URL.createObjectURL(
      new Blob([`${BUSINESS_NAME} back office: recovery codes of ${props.username}\nEach code works once.\n\n${text}\n`], { type: "text/plain" }),
    );
    const a = document.createElement("a");
    a.href = url;
    a.download = "recovery-codes.txt";
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Dialog open aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Your recovery codes</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          Keep them somewhere safe now: they are shown this once. Each one signs you in once if you lose your phone.
        </Alert>
        <Box
          component="ol"
          aria-label="Recovery codes"
          data-testid="recovery-codes"
          sx={{ fontFamily: "monospace", fontSize: 16, columns: 2, m: 0, pl: 3, "& li": { py: 0.25 } }}
        >
          {props.codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          New codes replace all the old ones.
        </Typography>
      </DialogContent>
      <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
        <Button onClick={() => void navigator.clipboard?.writeText(text)}>Copy</Button>
        <Button onClick={download}>Download</Button>
        <Button variant="contained" onClick={props.onClose}>
          I have kept them
        </Button>
      </DialogActions>
    </Dialog>
  );
}
