/**
 * The shop's colours and type for the back office (LOOK.md "Back office"): forest green for primary
 * actions, the kingfisher's orange as the accent, a warm off-white ground and charcoal text. Free
 * of react-admin so the login page can use it without loading react-admin.
 */
import type { ThemeOptions } from "@mui/material";

export const BUSINESS_NAME = "Chennai Wildlife Prints";
export const FOREST_GREEN = "#1f4d3a";
export const KINGFISHER_ORANGE = "#e07a1f";

/** The system's own, then Noto Sans Tamil for the Tamil fields (main.tsx loads it; Latin text never reaches it). */
const fontFamily = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans Tamil Variable", sans-serif';
const displayFamily = 'Georgia, "Iowan Old Style", "Palatino Linotype", "Times New Roman", serif';

export const brand = {
  palette: {
    mode: "light",
    primary: { main: FOREST_GREEN, contrastText: "#ffffff" },
    // `dark` is the orange used for text, dark enough for WCAG AA on white.
    secondary: { main: KINGFISHER_ORANGE, dark: "#a4520e", contrastText: "#1b1b1b" },
    // MUI's amber (#ed6c02) is 3.1:1 on white: too light for an outlined chip's text ('Pending',
    // 'Sending') or white text on a filled one. This one is 5.0:1 either way.
    warning: { main: "#b45309", contrastText: "#ffffff" },
    background: { default: "#f7f5f0", paper: "#ffffff" },
    text: { primary: "#2b2b2b", secondary: "#5a5a5a" },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily,
    h1: { fontFamily: displayFamily },
    h2: { fontFamily: displayFamily },
    h3: { fontFamily: displayFamily },
    h4: { fontFamily: displayFamily },
    h5: { fontFamily: displayFamily },
    h6: { fontWeight: 500 },
    button: { textTransform: "none", fontWeight: 600 },
  },
} satisfies ThemeOptions;
