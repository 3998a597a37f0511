import { CircleUserRound } from "lucide-react";
import { Popover } from "radix-ui";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { useAuthStatus } from "@web/features/auth/api/get-auth-status";
import { SignedInUser } from "@web/features/auth/components/signed-in-user";

/** The user menu of the frame's header: who is signed in, change password, sign out. */
export function UserMenu() {
  const { t } = useTranslation();
  const { user } = useAuthStatus();
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button
          variant="outline"
          size="icon"
          className="size-9 rounded-full"
          aria-label={user ? t("userMenu.openFor", { name: `${user.firstName} ${user.lastName}` }) : t("userMenu.open")}
          data-testid="user-menu"
        >
          <CircleUserRound aria-hidden="true" />
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          className="z-50 w-64 rounded-md border border-slate-200 bg-white p-4 shadow-lg"
          data-testid="user-menu-content"
        >
          <SignedInUser />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
