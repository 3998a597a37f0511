import { lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { FullScreenSpinner } from "@web/components/ui/spinner";
import { GateGuard } from "./gate-guard";
import { PAGE_ROUTES } from "./page-routes";
import { NAV_PAGES } from "./pages";

// One chunk per route: the public pages never load the dashboard's code.
const GateRoute = lazy(() => import("./routes/gate"));
const LandingRoute = lazy(() => import("./routes/landing"));
const HomeRoute = lazy(() => import("./routes/home"));
const LoginRoute = lazy(() => import("./routes/login"));
const InviteRoute = lazy(() => import("./routes/invite"));
const NotFoundRoute = lazy(() => import("./routes/not-found"));

/** The whole-product route map of spec 01 §2: the public screens, then every page of the registry (pages.ts) with its route (page-routes.ts). */
export function AppRouter() {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Switch>
        <Route path="/gate" component={GateRoute} />
        <Route path="/landing" component={LandingRoute} />
        <Route path="/invite" component={InviteRoute} />
        <Route>
          <GateGuard>
            <Switch>
              <Route path="/" component={HomeRoute} />
              <Route path="/login" component={LoginRoute} />
              {NAV_PAGES.filter((p) => PAGE_ROUTES[p.path]).map((p) => (
                <Route key={p.path} path={p.pattern ?? p.path} component={PAGE_ROUTES[p.path]} />
              ))}
              <Route component={NotFoundRoute} />
            </Switch>
          </GateGuard>
        </Route>
      </Switch>
    </Suspense>
  );
}
