/**
 * The back office's "not found" page (react-admin's own draws its text in a grey that fails WCAG's
 * contrast on our background): what happened, and the way back.
 */
import { Box, Button, Typography } from "@mui/material";
import { Link } from "react-router-dom";

export function NotFound() {
  return (
    <Box sx={{ textAlign: "center", py: 8, px: 2 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
        This page does not exist
      </Typography>
      <Typography sx={{ mt: 1 }}>The address may be mistyped, or what it showed has been deleted.</Typography>
      <Button component={Link} to="/" variant="contained" sx={{ mt: 3 }}>
        Back to the dashboard
      </Button>
    </Box>
  );
}
