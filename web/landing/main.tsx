import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { LandingPage } from "@web/features/landing/components/landing-page";
import { toggleLanguage } from "./i18n";
import "../styles.css";

/** The landing page's own entry (web/landing.html): no router, no query client, no dashboard code. */
const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");
createRoot(root).render(
  <StrictMode>
    <LandingPage onToggleLanguage={toggleLanguage} />
  </StrictMode>,
);
