import { lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { FullScreenSpinner } from "@web/components/ui/spinner";
import { GateGuard } from "./gate-guard";

// One chunk per route: the public pages never load the dashboard's code.
const GateRoute = lazy(() => import("./routes/gate"));
const LandingRoute = lazy(() => import("./routes/landing"));
const HomeRoute = lazy(() => import("./routes/home"));
const LoginRoute = lazy(() => import("./routes/login"));
const AgentsRoute = lazy(() => import("./routes/agents"));
const AgentDashboardRoute = lazy(() => import("./routes/agent-dashboard"));
const DashboardRoute = lazy(() => import("./routes/dashboard"));
const RoofstrikeRoute = lazy(() => import("./routes/roofstrike"));
const DealEngineRoute = lazy(() => import("./routes/dealengineai"));
const CtoRoute = lazy(() => import("./routes/cto"));
const MarketingRoute = lazy(() => import("./routes/marketing"));
const CommandCenterRoute = lazy(() => import("./routes/command-center"));
const FeedbackRoute = lazy(() => import("./routes/feedback"));
const ContractsRoute = lazy(() => import("./routes/contracts"));
const ConversationsRoute = lazy(() => import("./routes/conversations"));
const AriaRoute = lazy(() => import("./routes/aria"));
const CmoRoute = lazy(() => import("./routes/cmo"));
const AdminUsersRoute = lazy(() => import("./routes/admin-users"));
const AdminAuditLogRoute = lazy(() => import("./routes/admin-audit-log"));
const InviteRoute = lazy(() => import("./routes/invite"));
const ApprovalsRoute = lazy(() => import("./routes/approvals"));
const LeadsRoute = lazy(() => import("./routes/leads"));
const PropertiesRoute = lazy(() => import("./routes/properties"));
const NotFoundRoute = lazy(() => import("./routes/not-found"));

/** The whole-product route map of spec 01 §2. */
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
              <Route path="/agents/dashboard" component={AgentDashboardRoute} />
              <Route path="/agents" component={AgentsRoute} />
              <Route path="/dashboard" component={DashboardRoute} />
              <Route path="/roofstrike" component={RoofstrikeRoute} />
              <Route path="/dealengineai" component={DealEngineRoute} />
              <Route path="/cto" component={CtoRoute} />
              <Route path="/marketing" component={MarketingRoute} />
              <Route path="/command-center" component={CommandCenterRoute} />
              <Route path="/feedback" component={FeedbackRoute} />
              <Route path="/contracts" component={ContractsRoute} />
              <Route path="/conversations" component={ConversationsRoute} />
              <Route path="/aria/:page?" component={AriaRoute} />
              <Route path="/cmo" component={CmoRoute} />
              <Route path="/admin/users" component={AdminUsersRoute} />
              <Route path="/admin/audit-log" component={AdminAuditLogRoute} />
              <Route path="/approvals" component={ApprovalsRoute} />
              <Route path="/leads/:id?" component={LeadsRoute} />
              <Route path="/properties/:id?" component={PropertiesRoute} />
              <Route component={NotFoundRoute} />
            </Switch>
          </GateGuard>
        </Route>
      </Switch>
    </Suspense>
  );
}
