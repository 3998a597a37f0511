import type { AuthConfig, AuthStatus, GateStatus } from "../../../contract/auth";
import type { Config } from "../../config";
import type { AuthUser } from "../../plugins/session";
import { presentUser } from "./user.presenter";

export const presentGateStatus = (config: Config, passedInSession: boolean): GateStatus => ({
  enabled: Boolean(config.gate.password),
  passed: !config.gate.password || passedInSession,
  demoHint: config.gate.hint,
});

/** Demo credentials only in demo mode, for the sign-in page's demo box. */
export const presentAuthConfig = (config: Config): AuthConfig => ({
  googleAuthEnabled: Boolean(config.google),
  emailPasswordEnabled: true,
  demoCredentials: config.demoMode && config.admin.email && config.admin.password ? { email: config.admin.email, password: config.admin.password } : null,
});

export const presentAuthStatus = (user: AuthUser | null): AuthStatus => ({
  authenticated: Boolean(user),
  user: user ? presentUser(user) : null,
});
