/**
 * react-admin's layout with the shop's app bar and grouped menu, the toast carried over from
 * the login page ('Login successful!'), the step-up and password dialogs a sensitive call may need, and the way
 * to the account page for an account that must set up a second factor first (issue 47).
 */
import { useEffect, type ReactNode } from "react";
import { Layout as RaLayout, useNotify } from "react-admin";
import { Navigate, useLocation, useNavigate } from "react-router-dom";
import { setSetupRequiredHandler } from "../graphql/request";
import { PasswordDialog } from "../session/PasswordDialog";
import { StepUpDialog } from "../session/StepUpDialog";
import { mustSetUpSecondFactor, requireSecondFactorSetup, takeFlash } from "../session/session";
import { AppBar } from "./AppBar";
import { Menu } from "./Menu";

function FlashNotifier() {
  const notify = useNotify();
  useEffect(() => {
    const flash = takeFlash();
    if (flash) notify(flash.message, { type: flash.type });
  }, [notify]);
  return null;
}

/** Until a second factor is set up (the owner requires one), every page but the account page leads there. */
function SecondFactorFirst({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // A call refused because the setup comes first (the owner turned the requirement on since this sign-in).
  useEffect(() => {
    setSetupRequiredHandler(() => {
      requireSecondFactorSetup(true);
      void navigate("/account", { replace: true });
    });
    return () => setSetupRequiredHandler(null);
  }, [navigate]);
  if (mustSetUpSecondFactor() && pathname !== "/account") return <Navigate to="/account" replace />;
  return <>{children}</>;
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    // react-admin lets a wide table widen the whole page (min-width: fit-content); at laptop widths
    // we would rather keep the menu and app bar in place and scroll the table inside its card. Below
    // md (phones, small tablets) every table scrolls sideways inside its own box, so the page never
    // does; a list whose row action would end off screen draws cards or a simple list there instead.
    // Not above: a scroller is what a header cell sticks to, and the headers stick to the page there.
    <RaLayout
      appBar={AppBar}
      menu={Menu}
      sx={{
        minWidth: 0,
        "& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content, & .RaList-root, & .RaList-main": { minWidth: 0 },
        "& .RaDataTable-tableWrapper": { overflowX: { xs: "auto", md: "visible" } },
      }}
    >
      <FlashNotifier />
      <StepUpDialog />
      <PasswordDialog />
      <SecondFactorFirst>{children}</SecondFactorFirst>
    </RaLayout>
  );
}
