import { LandingPage } from "@web/features/landing/components/landing-page";

/**
 * /landing inside the dashboard bundle (client-side navigation or the dev
 * server). In production the server answers /landing with landing.html, the
 * page's own small bundle (decision 041).
 */
export default function LandingRoute() {
  return <LandingPage />;
}
