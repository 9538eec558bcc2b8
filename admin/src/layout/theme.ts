/** react-admin's default light theme in the shop's colours (see brand.ts). */
import { defaultLightTheme, type RaThemeOptions } from "react-admin";
import { brand, FOREST_GREEN, KINGFISHER_ORANGE } from "./brand";

export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  ...brand,
  sidebar: { width: 268, closedWidth: 55 },
  components: {
    ...defaultLightTheme.components,
    MuiCard: {
      styleOverrides: {
        root: { boxShadow: "0 1px 3px rgba(31, 77, 58, 0.08), 0 4px 16px rgba(31, 77, 58, 0.06)" },
      },
    },
    MuiTableCell: {
      styleOverrides: {
        root: { "&.MuiTableCell-paddingCheckbox": { padding: "0 8px 0 8px" } },
        head: { fontWeight: 600, color: FOREST_GREEN },
      },
    },
    // A spinner is a progressbar, which needs a name: react-admin's app-bar indicator (shown while any
    // request is under way) and the buttons' own have none. A spinner that says more keeps its label.
    MuiCircularProgress: {
      defaultProps: { "aria-label": "Loading" },
    },
    // react-admin hands `variant` to the phone-size icon button, which writes it into the HTML.
    RaSkipNavigationButton: {
      defaultProps: { variant: undefined },
    },
    RaToolbar: {
      styleOverrides: { root: { backgroundColor: "#efebe2" } },
    },
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          borderLeft: "3px solid transparent",
          "&.RaMenuItemLink-active": {
            color: FOREST_GREEN,
            fontWeight: 600,
            backgroundColor: "rgba(31, 77, 58, 0.08)",
            borderLeftColor: KINGFISHER_ORANGE,
          },
          "&.RaMenuItemLink-active .RaMenuItemLink-icon": { color: FOREST_GREEN },
        },
      },
    },
  },
};
