import type React from "react";
import { RequireAuth } from "@web/features/auth/components/require-auth";
import { AppFrame, type FrameProps } from "./frame/app-frame";

/**
 * Every signed-in page: the sign-in screen in place until the user is signed in (the URL
 * stays, so the user lands on the page asked for), then the page inside the one frame
 * (sidebar, breadcrumbs and title, palette, docked help and feedback, language, user menu).
 */
export function SignedInLayout(props: FrameProps) {
  return (
    <RequireAuth>
      <AppFrame {...props} />
    </RequireAuth>
  );
}

/** For pages whose own hooks read protected data: nothing of theirs runs until the user is signed in. */
export function signedInOnly<P extends object>(Page: (props: P) => React.ReactNode) {
  return function SignedInPage(props: P) {
    return (
      <RequireAuth>
        <Page {...props} />
      </RequireAuth>
    );
  };
}
