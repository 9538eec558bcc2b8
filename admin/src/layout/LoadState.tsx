/**
 * What a page shows while its record loads, or when loading failed (a red box with 'Try Again'),
 * before it shows its form.
 */
import { Alert, Box, Button, CircularProgress, Typography } from "@mui/material";
import type { ReactNode } from "react";

export function LoadState(props: { loading: boolean; failed: boolean; loadingText: string; failedText: string; onRetry: () => void; children: ReactNode }) {
  if (props.loading)
    return (
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, py: 4 }} role="status">
        <CircularProgress size={20} /> <Typography variant="body2">{props.loadingText}</Typography>
      </Box>
    );
  if (props.failed)
    return (
      <Alert
        severity="error"
        variant="outlined"
        action={
          <Button color="error" variant="contained" size="small" onClick={props.onRetry}>
            Try Again
          </Button>
        }
      >
        {props.failedText}
      </Alert>
    );
  return <>{props.children}</>;
}
