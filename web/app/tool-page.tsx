import type { ReactNode } from "react";
import { cn } from "@web/lib/utils";
import { SignedInLayout } from "./signed-in-layout";

/** A signed-in page holding one tool (command center, CMO, contracts …) in the frame. */
export function ToolPage({ wide = false, crumb, children }: { wide?: boolean; crumb?: string; children: ReactNode }) {
  return (
    <SignedInLayout crumb={crumb}>
      <div className={cn("mx-auto grid w-full gap-4", wide ? "max-w-5xl" : "max-w-4xl")}>{children}</div>
    </SignedInLayout>
  );
}
