import type { AuthConfig, AuthStatus, GateStatus } from "../../../contract/auth";
import type { Config } from "../../config";
import type { AuthUser } from "../../plugins/session";
import { presentUser } from "./user.presenter";

export const presentGateStatus = (config: Config, passedInSession: boolean): GateStatus => ({
  enabled: Boolean(config.gate.password),
  passed: !config.gate.password || passedInSession,
  demoHint: config.gate.hint,
});

/** The built-in demo credentials only in demo mode, for the sign-in page's demo box; never a chosen password (decision 112). */
export const presentAuthConfig = (config: Config): AuthConfig => ({
  googleAuthEnabled: Boolean(config.google),
  emailPasswordEnabled: true,
  demoCredentials: config.demoCredentials,
});

export const presentAuthStatus = (user: AuthUser | null): AuthStatus => ({
  authenticated: Boolean(user),
  user: user ? presentUser(user) : null,
});
